// Imported first by main.tsx: modules make their goober classes as they are
// evaluated, so the sheet must be in place before any of them runs. Their
// rules reach it in the next task (nothing is drawn with them before).
import { installGooberSheet } from '../ui/shared/gooberSheet';

installGooberSheet(document, { firstRulesLater: true });
