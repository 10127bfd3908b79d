import { formatMessage, type MessageParams } from './error-messages.js';
import { languageOf, type Language } from './language.js';

/**
 * The messages of a refused address or pickup contact field, in the request's language (`x-locale`, else the site's:
 * lib/language.ts, as shipping labels are). They are said to the shopper at the field, so they name the field as a
 * form does ("street address", not `addressLine1`) and say what to do, never how it was checked. fr-FR puts a
 * narrow no-break space (U+202F) before : ; ! ? where it has one. British English (`en-gb`) is English with its own
 * words where they differ ("postcode"): `FieldLanguage`.
 */
export type FieldLanguage = Language | 'en-GB';

/** The language a request's field messages are said in: its locale's, British English for `en-gb`. */
export function fieldLanguageOf(locale: string | undefined): FieldLanguage {
  return locale?.toLowerCase() === 'en-gb' ? 'en-GB' : languageOf(locale);
}

export type FieldName =
  | 'addressLine1'
  | 'addressLine2'
  | 'city'
  | 'postalCode'
  | 'stateCityProvDept'
  | 'country'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'phoneCode'
  | 'mobilePhone'
  | 'customerNumber';

/** A field's name inside a sentence ("the street address") and opening one ("The street address"). */
type Label = readonly [inside: string, opening: string];

const LABELS: Record<Language, Record<FieldName, Label>> = {
  en: {
    addressLine1: ['the street address', 'The street address'],
    addressLine2: ['address line 2', 'Address line 2'],
    city: ['the city', 'The city'],
    postalCode: ['the postal code', 'The postal code'],
    stateCityProvDept: ['the state, province or prefecture', 'The state, province or prefecture'],
    country: ['the country', 'The country'],
    firstName: ['the first name', 'The first name'],
    lastName: ['the last name', 'The last name'],
    email: ['the email address', 'The email address'],
    phone: ['the phone number', 'The phone number'],
    phoneCode: ['the country calling code', 'The country calling code'],
    mobilePhone: ['the mobile phone number', 'The mobile phone number'],
    customerNumber: ['the DHL customer number (Postnummer)', 'The DHL customer number (Postnummer)'],
  },
  de: {
    addressLine1: ['die Straße und Hausnummer', 'Die Straße und Hausnummer'],
    addressLine2: ['den Adresszusatz', 'Der Adresszusatz'],
    city: ['den Ort', 'Der Ort'],
    postalCode: ['die Postleitzahl', 'Die Postleitzahl'],
    stateCityProvDept: ['das Bundesland', 'Das Bundesland'],
    country: ['das Land', 'Das Land'],
    firstName: ['den Vornamen', 'Der Vorname'],
    lastName: ['den Nachnamen', 'Der Nachname'],
    email: ['die E-Mail-Adresse', 'Die E-Mail-Adresse'],
    phone: ['die Telefonnummer', 'Die Telefonnummer'],
    phoneCode: ['die Ländervorwahl', 'Die Ländervorwahl'],
    mobilePhone: ['die Mobilnummer', 'Die Mobilnummer'],
    customerNumber: ['deine Postnummer', 'Deine Postnummer'],
  },
  fr: {
    addressLine1: ['l’adresse', 'L’adresse'],
    addressLine2: ['le complément d’adresse', 'Le complément d’adresse'],
    city: ['la ville', 'La ville'],
    postalCode: ['le code postal', 'Le code postal'],
    stateCityProvDept: ['l’État, la province ou la préfecture', 'L’État, la province ou la préfecture'],
    country: ['le pays', 'Le pays'],
    firstName: ['le prénom', 'Le prénom'],
    lastName: ['le nom', 'Le nom'],
    email: ['l’adresse e-mail', 'L’adresse e-mail'],
    phone: ['le numéro de téléphone', 'Le numéro de téléphone'],
    phoneCode: ['l’indicatif du pays', 'L’indicatif du pays'],
    mobilePhone: ['le numéro de mobile', 'Le numéro de mobile'],
    customerNumber: ['le numéro client DHL (Postnummer)', 'Le numéro client DHL (Postnummer)'],
  },
  ja: {
    addressLine1: ['番地', '番地'],
    addressLine2: ['建物名・部屋番号', '建物名・部屋番号'],
    city: ['市区町村', '市区町村'],
    postalCode: ['郵便番号', '郵便番号'],
    stateCityProvDept: ['都道府県・州', '都道府県・州'],
    country: ['国', '国'],
    firstName: ['名', '名'],
    lastName: ['姓', '姓'],
    email: ['メールアドレス', 'メールアドレス'],
    phone: ['電話番号', '電話番号'],
    phoneCode: ['国番号', '国番号'],
    mobilePhone: ['携帯電話番号', '携帯電話番号'],
    customerNumber: ['DHLお客様番号（Postnummer）', 'DHLお客様番号（Postnummer）'],
  },
};

/**
 * What a refusal says. `{field}` is the field inside the sentence, `{Field}` opening it; other placeholders come
 * from the refusal's params.
 */
export type FieldMessage =
  | 'missing'
  | 'choose'
  | 'too-long'
  | 'not-text'
  | 'text'
  | 'stacked-marks'
  | 'name-characters'
  | 'street-format'
  | 'city-format'
  | 'city-letters'
  | 'postal-format'
  | 'postal-state'
  | 'postal-province'
  | 'no-house-number'
  | 'other-country'
  | 'unsupported-country'
  | 'country-code'
  | 'unknown-state'
  | 'email-format'
  | 'email-script'
  | 'phone-no-digits'
  | 'phone-start'
  | 'phone-code-unsupported'
  | 'phone-other-country'
  | 'phone-digit-count'
  | 'phone-digit-counts'
  | 'phone-not-mobile'
  | 'mobile-digit-count'
  | 'mobile-digit-counts'
  | 'po-box'
  | 'phone-for-carrier'
  | 'customer-number';

const MESSAGES: Record<Language, Record<FieldMessage, string>> = {
  en: {
    missing: 'Please enter {field}.',
    choose: 'Please choose {field}.',
    'too-long': '{Field} can have at most {max} characters.',
    'not-text': 'Please enter {field} as text.',
    text: '{Field} has hidden characters that cannot be printed. Please type it again.',
    'stacked-marks':
      '{Field} has too many accents or marks stacked on one letter (at most {max}). Please type it again.',
    'name-characters': '{Field} can have only letters, spaces, hyphens, apostrophes and periods.',
    'street-format': 'Please enter a street address with letters or numbers.',
    'city-format': 'Please enter the city name without numbers.',
    'city-letters': 'Please write the city name in letters.',
    'postal-format': 'This postal code does not match the country of the address. Please check it.',
    'postal-state': 'This postal code is not in {state}. Please check the postal code and the state.',
    'postal-province': 'This postal code is not in {state}. Please check the postal code and the province.',
    'no-house-number': 'Please add the house number to the street address.',
    'other-country': 'This shop delivers only to addresses in its own country.',
    'unsupported-country': 'We do not deliver to this country.',
    'country-code': 'Please enter the two-letter country code, for example {code}.',
    'unknown-state': 'Please choose a state, province or prefecture from the list.',
    'email-format': 'Please enter an email address like name@example.com.',
    'email-script':
      'This email address mixes letters of different alphabets, or has letters that only look like Latin ones (such as a Cyrillic “е”). Please type it again.',
    'phone-no-digits': 'Please enter a phone number with digits.',
    'phone-start': 'Please enter a phone number starting with +{dialCode}.',
    'phone-code-unsupported': 'We cannot take phone numbers with this country calling code. Please choose another one.',
    'phone-other-country':
      'Please enter a phone number of this country: starting with +{dialCode}, or without a country code.',
    'phone-digit-count': 'Please enter the full {digits}-digit phone number, like {example}.',
    'phone-digit-counts': 'Please enter the full {fewer}- or {digits}-digit phone number, like {example}.',
    'phone-not-mobile': 'Please enter a mobile phone number: mobile numbers start with {starts}.',
    'mobile-digit-count': 'Please enter the full {digits}-digit mobile phone number, like {example}.',
    'mobile-digit-counts': 'Please enter the full {fewer}- or {digits}-digit mobile phone number, like {example}.',
    'po-box': 'We cannot deliver to a PO box with this delivery method. Please enter a street address.',
    'phone-for-carrier': 'Please enter a phone number. The carrier needs it for the delivery.',
    'customer-number': 'Please enter {field}: only digits, {min} to {max} of them.',
  },
  de: {
    missing: 'Bitte gib {field} ein.',
    choose: 'Bitte wähle {field}.',
    'too-long': '{Field} darf höchstens {max} Zeichen lang sein.',
    'not-text': 'Bitte gib {field} als Text ein.',
    text: '{Field} enthält unsichtbare Zeichen, die nicht gedruckt werden können. Bitte tippe den Text neu ein.',
    'stacked-marks':
      '{Field} hat zu viele übereinandergesetzte Akzente oder Zeichen auf einem Buchstaben (höchstens {max}). Bitte tippe den Text neu ein.',
    'name-characters': '{Field} darf nur Buchstaben, Leerzeichen, Bindestriche, Apostrophe und Punkte enthalten.',
    'street-format': 'Bitte gib eine Straße mit Buchstaben oder Ziffern ein.',
    'city-format': 'Bitte gib den Ort ohne Ziffern ein.',
    'city-letters': 'Bitte schreib den Ortsnamen in Buchstaben.',
    'postal-format': 'Diese Postleitzahl passt nicht zum Land der Adresse. Bitte prüfe sie.',
    'postal-state': 'Diese Postleitzahl liegt nicht in {state}. Bitte prüfe Postleitzahl und Bundesland.',
    'postal-province': 'Diese Postleitzahl liegt nicht in {state}. Bitte prüfe Postleitzahl und Provinz.',
    'no-house-number': 'Bitte ergänze die Hausnummer.',
    'other-country': 'Dieser Shop liefert nur an Adressen im eigenen Land.',
    'unsupported-country': 'In dieses Land liefern wir nicht.',
    'country-code': 'Bitte gib den zweistelligen Ländercode ein, zum Beispiel {code}.',
    'unknown-state': 'Bitte wähle ein Bundesland, eine Provinz oder Präfektur aus der Liste.',
    'email-format': 'Bitte gib eine E-Mail-Adresse wie name@example.com ein.',
    'email-script':
      'Diese E-Mail-Adresse mischt Buchstaben verschiedener Alphabete oder enthält Buchstaben, die nur wie lateinische aussehen (etwa ein kyrillisches „е“). Bitte gib sie noch einmal ein.',
    'phone-no-digits': 'Bitte gib eine Telefonnummer mit Ziffern ein.',
    'phone-start': 'Bitte gib eine Telefonnummer ein, die mit +{dialCode} beginnt.',
    'phone-code-unsupported':
      'Telefonnummern mit dieser Ländervorwahl können wir nicht annehmen. Bitte wähle eine andere Ländervorwahl.',
    'phone-other-country': 'Bitte gib eine Telefonnummer dieses Landes ein: mit +{dialCode} oder ohne Ländervorwahl.',
    'phone-digit-count': 'Bitte gib eine Telefonnummer mit {digits} Ziffern ein, z. B. {example}.',
    'phone-digit-counts': 'Bitte gib eine Telefonnummer mit {fewer} oder {digits} Ziffern ein, z. B. {example}.',
    'phone-not-mobile': 'Bitte gib eine Mobilnummer ein: Mobilnummern beginnen mit {starts}.',
    'mobile-digit-count': 'Bitte gib eine Mobilnummer mit {digits} Ziffern ein, z. B. {example}.',
    'mobile-digit-counts': 'Bitte gib eine Mobilnummer mit {fewer} oder {digits} Ziffern ein, z. B. {example}.',
    'po-box':
      'Mit dieser Versandart können wir nicht an ein Postfach liefern. Bitte gib eine Straße mit Hausnummer ein.',
    'phone-for-carrier': 'Bitte gib eine Telefonnummer ein. Der Zusteller braucht sie für die Lieferung.',
    'customer-number': 'Bitte gib {field} ein: nur Ziffern, {min} bis {max} Stellen.',
  },
  fr: {
    missing: 'Veuillez saisir {field}.',
    choose: 'Veuillez choisir {field}.',
    'too-long': '{Field} ne peut pas dépasser {max} caractères.',
    'not-text': 'Veuillez saisir {field} sous forme de texte.',
    text: '{Field} contient des caractères invisibles qui ne peuvent pas être imprimés. Veuillez le saisir à nouveau.',
    'stacked-marks':
      '{Field} contient trop d’accents ou de signes superposés sur une même lettre ({max} au plus). Veuillez le saisir à nouveau.',
    'name-characters':
      '{Field} ne peut contenir que des lettres, des espaces, des traits d’union, des apostrophes et des points.',
    'street-format': 'Veuillez saisir une adresse avec des lettres ou des chiffres.',
    'city-format': 'Veuillez saisir le nom de la ville sans chiffres.',
    'city-letters': 'Veuillez écrire le nom de la ville en lettres.',
    'postal-format': 'Ce code postal ne correspond pas au pays de l’adresse. Veuillez le vérifier.',
    'postal-state':
      'Ce code postal ne correspond pas à l’État ou à la province choisi ({state}). Veuillez vérifier le code postal et l’État.',
    'postal-province':
      'Ce code postal ne correspond pas à la province choisie ({state}). Veuillez vérifier le code postal et la province.',
    'no-house-number': 'Veuillez ajouter le numéro de rue à l’adresse.',
    'other-country': 'Cette boutique ne livre qu’aux adresses de son propre pays.',
    'unsupported-country': 'Nous ne livrons pas dans ce pays.',
    'country-code': 'Veuillez saisir le code pays à deux lettres, par exemple {code}.',
    'unknown-state': 'Veuillez choisir un État, une province ou une préfecture dans la liste.',
    'email-format': 'Veuillez saisir une adresse e-mail comme nom@exemple.com.',
    'email-script':
      'Cette adresse e-mail mélange des lettres de plusieurs alphabets, ou contient des lettres qui ressemblent seulement à des lettres latines (comme un « е » cyrillique). Veuillez la saisir à nouveau.',
    'phone-no-digits': 'Veuillez saisir un numéro de téléphone avec des chiffres.',
    'phone-start': 'Veuillez saisir un numéro de téléphone commençant par +{dialCode}.',
    'phone-code-unsupported':
      'Nous ne pouvons pas accepter les numéros avec cet indicatif de pays. Veuillez en choisir un autre.',
    'phone-other-country': 'Veuillez saisir un numéro de ce pays, commençant par +{dialCode} ou sans indicatif.',
    'phone-digit-count': 'Veuillez saisir un numéro de téléphone à {digits} chiffres, par exemple {example}.',
    'phone-digit-counts':
      'Veuillez saisir un numéro de téléphone à {fewer} ou {digits} chiffres, par exemple {example}.',
    'phone-not-mobile': 'Veuillez saisir un numéro de portable : les numéros de portable commencent par {starts}.',
    'mobile-digit-count': 'Veuillez saisir un numéro de mobile à {digits} chiffres, par exemple {example}.',
    'mobile-digit-counts': 'Veuillez saisir un numéro de mobile à {fewer} ou {digits} chiffres, par exemple {example}.',
    'po-box':
      'Nous ne pouvons pas livrer en boîte postale avec ce mode de livraison. Veuillez saisir une adresse avec rue et numéro.',
    'phone-for-carrier': 'Veuillez saisir un numéro de téléphone. Le transporteur en a besoin pour la livraison.',
    'customer-number': 'Veuillez saisir {field} : uniquement des chiffres, de {min} à {max}.',
  },
  ja: {
    missing: '{field}を入力してください。',
    choose: '{field}を選択してください。',
    'too-long': '{field}は{max}文字以内で入力してください。',
    'not-text': '{field}は文字で入力してください。',
    text: '{field}に印刷できない見えない文字が含まれています。もう一度入力してください。',
    'stacked-marks': '{field}の1文字に重ねられた記号が多すぎます（{max}個まで）。もう一度入力してください。',
    'name-characters':
      '{field}に数字や記号は使用できません（ハイフン、アポストロフィ、ピリオド、中黒「・」は使用できます）。',
    'street-format': '番地は文字または数字で入力してください。',
    'city-format': '市区町村名は数字を含めずに入力してください。',
    'city-letters': '市区町村名は漢字・かな・英字で入力してください。',
    'postal-format': 'この郵便番号は住所の国のものではありません。ご確認ください。',
    'postal-state': 'この郵便番号は{state}のものではありません。郵便番号と都道府県・州をご確認ください。',
    'postal-province': 'この郵便番号は{state}のものではありません。郵便番号と州をご確認ください。',
    'no-house-number': '番地を入力してください。',
    'other-country': 'このショップは国内の住所にのみお届けします。',
    'unsupported-country': 'この国へはお届けできません。',
    'country-code': '国コードを半角英字2文字で入力してください（例：{code}）。',
    'unknown-state': '都道府県・州をリストから選択してください。',
    'email-format': 'メールアドレスは name@example.com の形式で入力してください。',
    'email-script':
      'このメールアドレスには、異なる文字体系の文字が混在しているか、ラテン文字に見える別の文字（キリル文字の「е」など）が含まれています。もう一度入力してください。',
    'phone-no-digits': '電話番号は数字で入力してください。',
    'phone-start': '電話番号は +{dialCode} から始めて入力してください。',
    'phone-code-unsupported': 'この国番号の電話番号はご利用いただけません。別の国番号を選択してください。',
    'phone-other-country': '電話番号は +{dialCode} から始めるか、国番号なしで入力してください。',
    'phone-digit-count': '電話番号を{digits}桁で入力してください（例：{example}）。',
    'phone-digit-counts': '電話番号を{fewer}桁または{digits}桁で入力してください（例：{example}）。',
    'phone-not-mobile': '携帯電話番号を入力してください（{starts}で始まる番号）。',
    'mobile-digit-count': '携帯電話番号を{digits}桁で入力してください（例：{example}）。',
    'mobile-digit-counts': '携帯電話番号を{fewer}桁または{digits}桁で入力してください（例：{example}）。',
    'po-box': 'この配送方法では私書箱にお届けできません。番地までの住所を入力してください。',
    'phone-for-carrier': '電話番号を入力してください。配送業者がお届けに使用します。',
    'customer-number': '{field}を{min}～{max}桁の数字で入力してください。',
  },
};

/** British English where its words differ from the American the `en` texts use: "postcode", not "postal code". */
const EN_GB_LABELS: Partial<Record<FieldName, Label>> = {
  postalCode: ['the postcode', 'The postcode'],
};
const EN_GB_MESSAGES: Partial<Record<FieldMessage, string>> = {
  'name-characters': '{Field} can have only letters, spaces, hyphens, apostrophes and full stops.',
  'postal-format': 'This postcode does not match the country of the address. Please check it.',
  'postal-state': 'This postcode is not in {state}. Please check the postcode and the state.',
  'postal-province': 'This postcode is not in {state}. Please check the postcode and the province.',
};

/** The message of a refused field in `language`. */
export function fieldMessage(
  language: FieldLanguage,
  message: FieldMessage,
  field: FieldName,
  params: MessageParams = {},
): string {
  const british = language === 'en-GB';
  const base = british ? 'en' : language;
  const [inside, opening] = (british ? EN_GB_LABELS[field] : undefined) ?? LABELS[base][field];
  const text = (british ? EN_GB_MESSAGES[message] : undefined) ?? MESSAGES[base][message];
  return formatMessage(text, { ...params, field: inside, Field: opening });
}

/** For tests: every message id and language. */
export const FIELD_MESSAGE_IDS = Object.keys(MESSAGES.en) as FieldMessage[];
export const FIELD_NAMES = Object.keys(LABELS.en) as FieldName[];
