/**
 * Human-readable server messages in the five portal languages. DRF translates its messages by
 * Accept-Language; keys, codes and the token messages clients match on stay English (wire-format.md).
 */
const en = {
  required: 'This field is required.',
  blank: 'This field may not be blank.',
  null: 'This field may not be null.',
  nullCharacters: 'Null characters are not allowed.',
  invalidEmail: 'Enter a valid email address.',
  maxLength: 'Ensure this field has no more than {n} characters.',
  minLength: 'Ensure this field has at least {n} characters.',
  invalidChoice: '"{input}" is not a valid choice.',
  invalidInteger: 'A valid integer is required.',
  invalidString: 'Not a valid string.',
  invalidBoolean: 'Must be a valid boolean.',
  invalidUuid: 'Must be a valid UUID.',
  invalidList: 'Expected a list of items but got type "{type}".',
  invalidObject: 'Invalid data. Expected a dictionary, but got {type}.',
  minValue: 'Ensure this value is greater than or equal to {n}.',
  maxValue: 'Ensure this value is less than or equal to {n}.',
  invalid: 'Invalid value.',
  notFound: 'Not found.',
  permissionDenied: 'You do not have permission to perform this action.',
  passwordTooWeak: 'Password value is too weak',
  wrongPassword: 'Your old password was entered incorrectly. Please enter it again.',
  passwordResetRequested: 'Your request has been submitted, please check your inbox',
  passwordSet: 'Your password has been set.',
  activationSent: 'Activation email has been sent',
  alreadyActive: 'This account is already active.',
} as const;

export type MessageKey = keyof typeof en;
type Catalogue = Record<MessageKey, string>;

const de: Catalogue = {
  required: 'Dieses Feld ist zwingend erforderlich.',
  blank: 'Dieses Feld darf nicht leer sein.',
  null: 'Dieses Feld darf nicht null sein.',
  nullCharacters: 'Nullzeichen sind nicht erlaubt.',
  invalidEmail: 'Gib eine gültige E-Mail-Adresse an.',
  maxLength: 'Dieses Feld darf nicht mehr als {n} Zeichen lang sein.',
  minLength: 'Dieses Feld muss mindestens {n} Zeichen lang sein.',
  invalidChoice: '"{input}" ist keine gültige Option.',
  invalidInteger: 'Eine gültige Ganzzahl ist erforderlich.',
  invalidString: 'Kein gültiger String.',
  invalidBoolean: 'Muss ein gültiger Wahrheitswert sein.',
  invalidUuid: 'Muss eine gültige UUID sein.',
  invalidList: 'Erwarte eine Liste von Elementen, erhielt aber den Typ "{type}".',
  invalidObject: 'Ungültige Daten. Dictionary erwartet, aber {type} erhalten.',
  minValue: 'Stelle sicher, dass dieser Wert größer oder gleich {n} ist.',
  maxValue: 'Stelle sicher, dass dieser Wert kleiner oder gleich {n} ist.',
  invalid: 'Ungültiger Wert.',
  notFound: 'Nicht gefunden.',
  permissionDenied: 'Du bist nicht berechtigt, diese Aktion durchzuführen.',
  passwordTooWeak: 'Das Passwort ist zu schwach',
  wrongPassword: 'Das alte Passwort wurde falsch eingegeben. Bitte erneut eingeben.',
  passwordResetRequested: 'Ihre Anfrage wurde übermittelt, bitte prüfen Sie Ihren Posteingang',
  passwordSet: 'Ihr Passwort wurde gesetzt.',
  activationSent: 'Die Aktivierungs-E-Mail wurde gesendet',
  alreadyActive: 'Dieses Konto ist bereits aktiv.',
};

const fr: Catalogue = {
  required: 'Ce champ est obligatoire.',
  blank: 'Ce champ ne peut être vide.',
  null: 'Ce champ ne peut être nul.',
  nullCharacters: 'Les caractères nuls ne sont pas autorisés.',
  invalidEmail: 'Saisissez une adresse e-mail valide.',
  maxLength: 'Assurez-vous que ce champ comporte au plus {n} caractères.',
  minLength: 'Assurez-vous que ce champ comporte au moins {n} caractères.',
  invalidChoice: '"{input}" n’est pas un choix valide.',
  invalidInteger: 'Un nombre entier valide est requis.',
  invalidString: 'Chaîne de caractères invalide.',
  invalidBoolean: 'Doit être un booléen valide.',
  invalidUuid: 'Doit être un UUID valide.',
  invalidList: 'Une liste d’éléments est attendue mais le type "{type}" a été reçu.',
  invalidObject: 'Données invalides. Un dictionnaire est attendu, mais {type} a été reçu.',
  minValue: 'Assurez-vous que cette valeur est supérieure ou égale à {n}.',
  maxValue: 'Assurez-vous que cette valeur est inférieure ou égale à {n}.',
  invalid: 'Valeur invalide.',
  notFound: 'Pas trouvé.',
  permissionDenied: 'Vous n’avez pas la permission d’effectuer cette action.',
  passwordTooWeak: 'Le mot de passe est trop faible',
  wrongPassword: 'Votre ancien mot de passe est incorrect. Veuillez le saisir à nouveau.',
  passwordResetRequested: 'Votre demande a été envoyée, veuillez consulter votre boîte de réception',
  passwordSet: 'Votre mot de passe a été défini.',
  activationSent: 'L’e-mail d’activation a été envoyé',
  alreadyActive: 'Ce compte est déjà actif.',
};

const pl: Catalogue = {
  required: 'To pole jest wymagane.',
  blank: 'To pole nie może być puste.',
  null: 'To pole nie może być nullem.',
  nullCharacters: 'Znaki null są niedozwolone.',
  invalidEmail: 'Wprowadź poprawny adres e-mail.',
  maxLength: 'Upewnij się, że to pole ma nie więcej niż {n} znaków.',
  minLength: 'Upewnij się, że to pole ma co najmniej {n} znaków.',
  invalidChoice: '"{input}" nie jest poprawnym wyborem.',
  invalidInteger: 'Wymagana poprawna liczba całkowita.',
  invalidString: 'Niepoprawny ciąg znaków.',
  invalidBoolean: 'Musi być poprawną wartością logiczną.',
  invalidUuid: 'Musi być poprawnym UUID.',
  invalidList: 'Oczekiwano listy elementów, a otrzymano dane typu "{type}".',
  invalidObject: 'Niepoprawne dane. Oczekiwano słownika, otrzymano {type}.',
  minValue: 'Upewnij się, że ta wartość jest większa lub równa {n}.',
  maxValue: 'Upewnij się, że ta wartość jest mniejsza lub równa {n}.',
  invalid: 'Niepoprawna wartość.',
  notFound: 'Nie znaleziono.',
  permissionDenied: 'Nie masz uprawnień do wykonania tej akcji.',
  passwordTooWeak: 'Hasło jest zbyt słabe',
  wrongPassword: 'Stare hasło zostało wprowadzone niepoprawnie. Wprowadź je ponownie.',
  passwordResetRequested: 'Twoje zgłoszenie zostało wysłane, sprawdź swoją skrzynkę odbiorczą',
  passwordSet: 'Twoje hasło zostało ustawione.',
  activationSent: 'Wiadomość aktywacyjna została wysłana',
  alreadyActive: 'To konto jest już aktywne.',
};

const el: Catalogue = {
  required: 'Αυτό το πεδίο είναι απαραίτητο.',
  blank: 'Το πεδίο αυτό δεν μπορεί να είναι κενό.',
  null: 'Το πεδίο αυτό δεν μπορεί να είναι null.',
  nullCharacters: 'Οι χαρακτήρες null δεν επιτρέπονται.',
  invalidEmail: 'Εισάγετε μια έγκυρη διεύθυνση email.',
  maxLength: 'Βεβαιωθείτε ότι το πεδίο δεν έχει περισσότερους από {n} χαρακτήρες.',
  minLength: 'Βεβαιωθείτε ότι το πεδίο έχει τουλάχιστον {n} χαρακτήρες.',
  invalidChoice: 'Το "{input}" δεν είναι έγκυρη επιλογή.',
  invalidInteger: 'Απαιτείται ένας έγκυρος ακέραιος.',
  invalidString: 'Μη έγκυρη συμβολοσειρά.',
  invalidBoolean: 'Πρέπει να είναι έγκυρη λογική τιμή.',
  invalidUuid: 'Πρέπει να είναι έγκυρο UUID.',
  invalidList: 'Αναμενόταν λίστα στοιχείων αλλά δόθηκε τύπος "{type}".',
  invalidObject: 'Μη έγκυρα δεδομένα. Αναμενόταν λεξικό, αλλά δόθηκε {type}.',
  minValue: 'Βεβαιωθείτε ότι η τιμή είναι μεγαλύτερη ή ίση του {n}.',
  maxValue: 'Βεβαιωθείτε ότι η τιμή είναι μικρότερη ή ίση του {n}.',
  invalid: 'Μη έγκυρη τιμή.',
  notFound: 'Δεν βρέθηκε.',
  permissionDenied: 'Δεν έχετε δικαίωμα να εκτελέσετε αυτή την ενέργεια.',
  passwordTooWeak: 'Ο κωδικός πρόσβασης είναι πολύ αδύναμος',
  wrongPassword: 'Ο παλιός κωδικός πρόσβασης δεν είναι σωστός. Δοκιμάστε ξανά.',
  passwordResetRequested: 'Το αίτημά σας υποβλήθηκε, ελέγξτε τα εισερχόμενά σας',
  passwordSet: 'Ο κωδικός πρόσβασής σας ορίστηκε.',
  activationSent: 'Το email ενεργοποίησης στάλθηκε',
  alreadyActive: 'Αυτός ο λογαριασμός είναι ήδη ενεργός.',
};

const catalogues: Record<string, Catalogue> = { en, de, fr, pl, el };

/** Picks the first supported language of an Accept-Language header, else English. */
export function pickLanguage(acceptLanguage: string | undefined): string {
  if (!acceptLanguage) return 'en';
  const wanted = acceptLanguage
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { lang: tag.trim().toLowerCase().slice(0, 2), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return wanted.find((entry) => entry.lang in catalogues)?.lang ?? 'en';
}

export function message(lang: string, key: MessageKey, vars: Record<string, string | number> = {}): string {
  const template = (catalogues[lang] ?? en)[key];
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? `{${name}}`));
}
