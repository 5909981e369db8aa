import type { LocaleTexts } from '../../features/common/index.ts';
import shell from 'virtual:locale-texts/shell=app+titles+menu+header+roles+codes+impersonate+auth+validation+notices+toasts+common+languages+cookies+update+notFound+noPermission+widgets+tasks';

/**
 * The sections start-up loads in the shown language: the shell (layouts, header, menu, toasts, notices, the
 * task panel, the shared widgets) and the guest screens. Every other feature brings its own with its screens
 * (`FeatureDefinition.texts`); the chunks are `<lang>-shell-<hash>.js`.
 */
export const shellTexts: LocaleTexts = shell;
