/**
 * The text sections of the screens of company credentials: each has the same keys for what they share
 * (`fields`, `states`, `actions`, `revoke`, `toasts`, `secret` …), so the shared parts take the section.
 */
export type CredentialTexts = 'embedKeys' | 'ingestionKeys';
