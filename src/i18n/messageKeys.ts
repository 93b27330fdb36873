// The contract names the messages a failed call shows without importing the
// app's dictionary (contract/ imports nothing of src/). This assignment makes
// the type check fail if one of them is not a key of the dictionary.
import { API_ERROR_MESSAGE_KEYS } from '../../contract/errors';
import type { TranslationKey } from './dictionary';

export const CONTRACT_MESSAGE_KEYS: readonly TranslationKey[] = API_ERROR_MESSAGE_KEYS;
