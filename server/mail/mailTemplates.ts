import type { LinkPurpose } from '../auth/passwordLinks.ts';

type Template = { subject: string; text: (name: string) => string };

const templates: Record<string, Record<LinkPurpose, Template>> = {
  en: {
    reset: { subject: 'Reset your password', text: (n) => `Hello ${n},\n\nopen this link to choose a new password. It can be used once and expires in 24 hours.` },
    activation: { subject: 'Activate your account', text: (n) => `Hello ${n},\n\nan account was created for you. Open this link to choose your password and activate it.` },
  },
  de: {
    reset: { subject: 'Passwort zurücksetzen', text: (n) => `Hallo ${n},\n\nöffnen Sie diesen Link, um ein neues Passwort zu wählen. Er ist einmal gültig und läuft nach 24 Stunden ab.` },
    activation: { subject: 'Konto aktivieren', text: (n) => `Hallo ${n},\n\nfür Sie wurde ein Konto angelegt. Öffnen Sie diesen Link, um Ihr Passwort zu wählen und das Konto zu aktivieren.` },
  },
  fr: {
    reset: { subject: 'Réinitialiser votre mot de passe', text: (n) => `Bonjour ${n},\n\nouvrez ce lien pour choisir un nouveau mot de passe. Il n’est valable qu’une fois et expire dans 24 heures.` },
    activation: { subject: 'Activer votre compte', text: (n) => `Bonjour ${n},\n\nun compte a été créé pour vous. Ouvrez ce lien pour choisir votre mot de passe et l’activer.` },
  },
  pl: {
    reset: { subject: 'Zresetuj hasło', text: (n) => `Witaj ${n},\n\notwórz ten link, aby ustawić nowe hasło. Działa jednokrotnie i wygasa po 24 godzinach.` },
    activation: { subject: 'Aktywuj konto', text: (n) => `Witaj ${n},\n\nzałożono dla Ciebie konto. Otwórz ten link, aby ustawić hasło i aktywować konto.` },
  },
  el: {
    reset: { subject: 'Επαναφορά κωδικού πρόσβασης', text: (n) => `Γεια σας ${n},\n\nανοίξτε αυτόν τον σύνδεσμο για να ορίσετε νέο κωδικό. Ισχύει μία φορά και λήγει σε 24 ώρες.` },
    activation: { subject: 'Ενεργοποίηση λογαριασμού', text: (n) => `Γεια σας ${n},\n\nδημιουργήθηκε λογαριασμός για εσάς. Ανοίξτε αυτόν τον σύνδεσμο για να ορίσετε κωδικό και να τον ενεργοποιήσετε.` },
  },
};

export function linkMail(language: string, purpose: LinkPurpose, name: string): { subject: string; text: string } {
  const t = (templates[language] ?? templates.en)[purpose];
  return { subject: t.subject, text: t.text(name || '') };
}
