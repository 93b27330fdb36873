// Imported first by main.tsx: modules make their goober classes as they are
// evaluated, so the sheet must be in place before any of them runs.
import { installGooberSheet } from '../ui/shared/gooberSheet';

installGooberSheet();
