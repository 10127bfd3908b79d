/**
 * The emails the api sends and their words per language. A message is plain text with `{name}` placeholders;
 * email-render.ts fills them (escaped for the HTML part) and lays the parts out as text and as HTML, so each
 * sentence is written once per language. Languages missing here fall back to English. German says "du", as the German
 * site does (its catalogue), never "Sie". A site whose words differ from its language's has them in REGIONAL_WORDS
 * (British English: "basket", not the American "cart").
 */
import type { LocalePath } from '@outsole/contracts/locales';

/** What each template needs from its caller. */
export interface EmailTemplateParams {
  'password-reset': {
    /** Absolute http(s) link to the storefront's reset page, token included. */
    resetUrl: string;
    firstName: string;
    /** The family name, for languages that address the shopper by it (Japanese: `{fullName}`). */
    lastName?: string;
    /** How long the link works, said in the email. */
    expiresInMinutes: number;
  };
  welcome: {
    firstName: string;
    /** The family name, for languages that address the shopper by it (Japanese: `{fullName}`). */
    lastName?: string;
    /** Absolute http(s) link to the brand's shop home in the shopper's locale. */
    shopUrl: string;
    /** The shopper ticked the email marketing box: its confirmation email went too (decision 0054); say so. */
    optInPending?: boolean;
  };
  'back-in-stock': {
    /** The style's name in the sign-up's language. */
    productName: string;
    /** The colourway's name in the sign-up's language. */
    colourName: string;
    /** The width asked for, of a style made in widths (null otherwise): its code and whether it is the wide one. */
    width: { code: string; wide: boolean } | null;
    /** The size label of the site (US 9, UK 8, EU 42.5, M); the email writes it in its language (42,5 in German). */
    size: string;
    /** Absolute http(s) link to the product page with the colour and size chosen. */
    productUrl: string;
    /** Absolute http(s) link to the storefront's unsubscribe page, token included. */
    unsubscribeUrl: string;
  };
  /** Double opt-in of a back-in-stock sign-up (decision 0042, addendum session 51). */
  'back-in-stock-confirm': {
    productName: string;
    colourName: string;
    width: { code: string; wide: boolean } | null;
    size: string;
    /** Absolute http(s) link to the storefront's confirmation page, token included. */
    confirmUrl: string;
    /** How long the link works, said in the email. */
    expiresInDays: number;
  };
  /** Double opt-in of an account's email marketing consent (decision 0054). */
  'email-optin-confirm': {
    firstName: string;
    /** The family name, for languages that address the shopper by it (Japanese: `{fullName}`). */
    lastName?: string;
    /** Absolute http(s) link to the storefront's confirmation page, token included. */
    confirmUrl: string;
    /** How long the link works, said in the email. */
    expiresInDays: number;
  };
}

export type EmailTemplate = keyof EmailTemplateParams;
export const EMAIL_TEMPLATES = [
  'password-reset',
  'welcome',
  'back-in-stock',
  'back-in-stock-confirm',
  'email-optin-confirm',
] as const satisfies readonly EmailTemplate[];

/**
 * The parts every email has; `{brand}`, `{firstName}`, `{fullName}` and the template's own params are the
 * placeholders. `{fullName}` is the family name, a space and the given name: a Japanese shop addresses its customer
 * as 山田 太郎 様, never by the given name alone, and says it so whatever script the name is written in (as the ja-JP
 * site orders the name fields). English, German and French greet by the given name, as their shops do.
 */
export interface EmailWords {
  subject: string;
  /** The subject without a name (the name the words use, `{firstName}` or `{fullName}`, is empty). */
  subjectNoName?: string;
  /** Used when the name it uses is given. */
  greeting: string;
  /** Used when the name it uses is empty. */
  greetingNoName: string;
  paragraphs: readonly string[];
  /** The call to action, a link to the template's URL param. */
  action: string;
  /** Said before the bare link, for clients that do not show the button. */
  linkFallback: string;
  /** Small print under the message. */
  footer: readonly string[];
  /** The words of the small print's link (FOOTER_LINK_PARAM), e.g. to unsubscribe. */
  footerLink?: string;
  /** A paragraph added after `paragraphs` when the params say `optInPending` (the welcome email). */
  optInPending?: string;
  signOff: string;
}

export type Language = 'en' | 'de' | 'fr' | 'ja';
export const FALLBACK_LANGUAGE: Language = 'en';

/**
 * The colon that introduces the link in the plain-text part ("Reset password:" then the address): French sets it
 * off with a narrow no-break space, Japanese writes the full-width one.
 */
export const COLON: Record<Language, string> = { en: ':', de: ':', fr: '\u202f:', ja: '：' };

/** Which param is the action's link. */
export const ACTION_URL_PARAM = {
  'password-reset': 'resetUrl',
  welcome: 'shopUrl',
  'back-in-stock': 'productUrl',
  'back-in-stock-confirm': 'confirmUrl',
  'email-optin-confirm': 'confirmUrl',
} as const satisfies { [T in EmailTemplate]: keyof EmailTemplateParams[T] & string };

/** Which param is the small print's link (`footerLink`), for templates that have one. */
export const FOOTER_LINK_PARAM: { [T in EmailTemplate]?: keyof EmailTemplateParams[T] & string } = {
  'back-in-stock': 'unsubscribeUrl',
};

export const EMAIL_WORDS: { [T in EmailTemplate]: Record<Language, EmailWords> } = {
  'password-reset': {
    en: {
      subject: 'Reset your {brand} password',
      greeting: 'Hi {firstName},',
      greetingNoName: 'Hello,',
      paragraphs: [
        'We received a request to reset the password for your {brand} account. Use the link below to choose a new one.',
        'The link can be used once and expires in {expiresIn}.',
      ],
      action: 'Reset password',
      linkFallback: 'If the button doesn’t work, copy this address into your browser:',
      footer: ['If you didn’t request this, you can ignore this email. Your password won’t change.'],
      signOff: 'The {brand} team',
    },
    de: {
      subject: 'Setze dein {brand}-Passwort zurück',
      greeting: 'Hallo {firstName},',
      greetingNoName: 'Hallo,',
      paragraphs: [
        'wir haben eine Anfrage erhalten, das Passwort deines {brand}-Kontos zurückzusetzen. Wähle über den folgenden Link ein neues Passwort.',
        'Der Link funktioniert einmal und läuft in {expiresIn} ab.',
      ],
      action: 'Passwort zurücksetzen',
      linkFallback: 'Falls die Schaltfläche nicht funktioniert, kopiere diese Adresse in deinen Browser:',
      footer: ['Wenn du das nicht angefordert hast, ignoriere diese E-Mail: Dein Passwort bleibt unverändert.'],
      signOff: 'Dein {brand}-Team',
    },
    fr: {
      subject: 'Réinitialisez votre mot de passe {brand}',
      greeting: 'Bonjour {firstName},',
      greetingNoName: 'Bonjour,',
      paragraphs: [
        'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte {brand}. Choisissez un nouveau mot de passe avec le lien ci-dessous.',
        'Le lien ne fonctionne qu’une fois et expire dans {expiresIn}.',
      ],
      action: 'Réinitialiser le mot de passe',
      linkFallback: 'Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur :',
      footer: [
        'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.',
      ],
      signOff: 'L’équipe {brand}',
    },
    ja: {
      subject: '{brand} パスワードの再設定',
      greeting: '{fullName} 様',
      greetingNoName: 'お客様',
      paragraphs: [
        '{brand} アカウントのパスワード再設定のリクエストを受け付けました。以下のリンクから新しいパスワードを設定してください。',
        'このリンクは一度だけ使用でき、{expiresIn}後に無効になります。',
      ],
      action: 'パスワードを再設定する',
      linkFallback: 'ボタンが機能しない場合は、次のアドレスをブラウザーに貼り付けてください：',
      footer: ['このリクエストに心当たりがない場合は、このメールを無視してください。パスワードは変更されません。'],
      signOff: '{brand} チーム',
    },
  },
  welcome: {
    en: {
      subject: 'Welcome to {brand}, {firstName}',
      subjectNoName: 'Welcome to {brand}',
      greeting: 'Hi {firstName},',
      greetingNoName: 'Hello,',
      optInPending:
        'We’ve sent you an email to confirm your subscription. Until you open its link, you won’t receive our news and offers.',
      paragraphs: [
        'Thanks for joining {brand}. Your account is ready: your cart now follows you to every device, your details are ready for checkout and you can write reviews.',
      ],
      action: 'Start shopping',
      linkFallback: 'If the button doesn’t work, copy this address into your browser:',
      footer: [
        'You’re receiving this email because an account was created at {brand} with this address. If this wasn’t you, please contact Customer Service at {supportEmail}.',
      ],
      signOff: 'The {brand} team',
    },
    de: {
      subject: 'Willkommen bei {brand}, {firstName}',
      subjectNoName: 'Willkommen bei {brand}',
      greeting: 'Hallo {firstName},',
      greetingNoName: 'Hallo,',
      optInPending:
        'Wir haben dir eine E-Mail geschickt: Bitte bestätige darin dein Abonnement. Erst dann bekommst du unsere News und Angebote.',
      paragraphs: [
        'schön, dass du dabei bist. Dein {brand}-Konto ist bereit: Dein Warenkorb ist jetzt auf jedem Gerät für dich da, deine Angaben sind für die Kasse bereit und du kannst Bewertungen schreiben.',
      ],
      action: 'Jetzt einkaufen',
      linkFallback: 'Falls die Schaltfläche nicht funktioniert, kopiere diese Adresse in deinen Browser:',
      footer: [
        'Du erhältst diese E-Mail, weil mit dieser Adresse ein Konto bei {brand} angelegt wurde. Falls du das nicht warst, schreib unserem Kundenservice an {supportEmail}.',
      ],
      signOff: 'Dein {brand}-Team',
    },
    fr: {
      subject: 'Bienvenue chez {brand}, {firstName}',
      subjectNoName: 'Bienvenue chez {brand}',
      greeting: 'Bonjour {firstName},',
      greetingNoName: 'Bonjour,',
      optInPending:
        'Nous vous avons envoyé un e-mail pour confirmer votre abonnement. Vous recevrez nos actualités et nos offres une fois son lien ouvert.',
      paragraphs: [
        'Merci de nous avoir rejoints. Votre compte {brand} est prêt : votre panier vous suit désormais sur tous vos appareils, vos informations sont prêtes pour le paiement et vous pouvez écrire des avis.',
      ],
      action: 'Commencer mes achats',
      linkFallback: 'Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur :',
      footer: [
        'Vous recevez cet e-mail car un compte a été créé avec cette adresse chez {brand}. Si ce n’était pas vous, écrivez à notre service client à l’adresse {supportEmail}.',
      ],
      signOff: 'L’équipe {brand}',
    },
    ja: {
      subject: '{brand} へようこそ、{fullName} 様',
      subjectNoName: '{brand} へようこそ',
      greeting: '{fullName} 様',
      greetingNoName: 'お客様',
      optInPending:
        '購読を確認するためのメールをお送りしました。メール内のリンクを開くと、ニュースやお得な情報をお届けします。',
      paragraphs: [
        '{brand} にご登録いただきありがとうございます。アカウントの準備ができました。これからはどのデバイスでも同じカートを使え、購入手続き用の情報もそろい、レビューを書くこともできます。',
      ],
      action: 'ショッピングを始める',
      linkFallback: 'ボタンが機能しない場合は、次のアドレスをブラウザーに貼り付けてください：',
      footer: [
        'このメールは、このアドレスで {brand} のアカウントが作成されたためお送りしています。お心当たりのない場合は、カスタマーサービス（{supportEmail}）までご連絡ください。',
      ],
      signOff: '{brand} チーム',
    },
  },
  'back-in-stock': {
    en: {
      subject: '{productName} in {colourName}: your size is back at {brand}',
      greeting: 'Hello,',
      greetingNoName: 'Hello,',
      paragraphs: [
        'Good news: the size you asked us to watch is back in stock.',
        '{productName} – {choice}',
        'Popular sizes sell out quickly, and we can’t hold one for you.',
      ],
      action: 'Shop now',
      linkFallback: 'If the button doesn’t work, copy this address into your browser:',
      footer: [
        'You’re receiving this one-time email because you asked {brand} to let you know when this size was back in stock. We won’t email you about it again.',
      ],
      footerLink: 'Unsubscribe from all back-in-stock alerts for this address',
      signOff: 'The {brand} team',
    },
    de: {
      subject: '{productName} in {colourName}: Deine Größe ist bei {brand} wieder da',
      greeting: 'Hallo,',
      greetingNoName: 'Hallo,',
      paragraphs: [
        'gute Nachrichten: Die Größe, auf die du gewartet hast, ist wieder auf Lager.',
        '{productName} – {choice}',
        'Beliebte Größen sind schnell vergriffen, und wir können keine für dich zurücklegen.',
      ],
      action: 'Jetzt kaufen',
      linkFallback: 'Falls die Schaltfläche nicht funktioniert, kopiere diese Adresse in deinen Browser:',
      footer: [
        'Du erhältst diese einmalige E-Mail, weil mit dieser Adresse bei {brand} eine Nachricht angefordert wurde, sobald diese Größe wieder da ist. Wir schreiben dir dazu nicht noch einmal.',
      ],
      footerLink: 'Alle Benachrichtigungen für diese Adresse abbestellen',
      signOff: 'Dein {brand}-Team',
    },
    fr: {
      subject: '{productName} ({colourName})\u202f: votre taille est de retour chez {brand}',
      greeting: 'Bonjour,',
      greetingNoName: 'Bonjour,',
      paragraphs: [
        'Bonne nouvelle : la taille que vous attendiez est de nouveau disponible.',
        '{productName} – {choice}',
        'Les tailles les plus demandées partent vite, et nous ne pouvons pas en réserver une pour vous.',
      ],
      action: 'Acheter maintenant',
      linkFallback: 'Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur :',
      footer: [
        'Vous recevez cet e-mail unique car cette adresse a demandé à {brand} d’être prévenue du retour de cette taille. Nous ne vous écrirons plus à ce sujet.',
      ],
      footerLink: 'Se désabonner de toutes les alertes de retour en stock pour cette adresse',
      signOff: 'L’équipe {brand}',
    },
    ja: {
      subject: '{productName}（{colourName}）が {brand} で再入荷しました',
      greeting: 'お客様',
      greetingNoName: 'お客様',
      paragraphs: [
        'お待たせしました。{productName}（{choice}）が再入荷しました。再入荷のお知らせをご希望いただいていた商品です。',
        '人気のサイズはすぐに売り切れることがあり、お取り置きはできません。',
      ],
      action: '今すぐ購入',
      linkFallback: 'ボタンが機能しない場合は、次のアドレスをブラウザーに貼り付けてください：',
      footer: [
        'このメールは、このアドレスで {brand} の再入荷のお知らせにご登録いただいたため、一度だけお送りしています。この商品について再度ご連絡することはありません。',
      ],
      footerLink: 'このアドレスへの再入荷のお知らせをすべて停止する',
      signOff: '{brand} チーム',
    },
  },
  'back-in-stock-confirm': {
    en: {
      subject: 'Confirm your back-in-stock alert for {productName}',
      greeting: 'Hello,',
      greetingNoName: 'Hello,',
      paragraphs: [
        'Please confirm that you’d like {brand} to email you when this size is back in stock:',
        '{productName} – {choice}',
        'The link works once and stays valid for {expiresIn}. Until you confirm, we won’t send you the alert.',
      ],
      action: 'Confirm my alert',
      linkFallback: 'If the button doesn’t work, copy this address into your browser:',
      footer: [
        'You’re receiving this email because this address was entered for a back-in-stock alert at {brand}. If this wasn’t you, just ignore it: an alert that isn’t confirmed is deleted, and we won’t email you again.',
      ],
      signOff: 'The {brand} team',
    },
    de: {
      subject: 'Bitte bestätige deine Benachrichtigung für {productName}',
      greeting: 'Hallo,',
      greetingNoName: 'Hallo,',
      paragraphs: [
        'bitte bestätige, dass {brand} dir eine E-Mail schicken soll, sobald diese Größe wieder auf Lager ist:',
        '{productName} – {choice}',
        'Der Link funktioniert einmal und ist {expiresIn} lang gültig. Solange du nicht bestätigt hast, bekommst du keine Benachrichtigung.',
      ],
      action: 'Benachrichtigung bestätigen',
      linkFallback: 'Falls die Schaltfläche nicht funktioniert, kopiere diese Adresse in deinen Browser:',
      footer: [
        'Du erhältst diese E-Mail, weil diese Adresse bei {brand} für eine Benachrichtigung bei Verfügbarkeit angegeben wurde. Warst du das nicht, ignoriere diese E-Mail einfach: Eine unbestätigte Anmeldung wird gelöscht, und wir schreiben dir nicht wieder.',
      ],
      signOff: 'Dein {brand}-Team',
    },
    fr: {
      subject: 'Confirmez votre alerte de retour en stock pour {productName}',
      greeting: 'Bonjour,',
      greetingNoName: 'Bonjour,',
      paragraphs: [
        'Merci de confirmer que vous souhaitez que {brand} vous écrive dès que cette taille sera de nouveau disponible\u202f:',
        '{productName} – {choice}',
        'Le lien ne fonctionne qu’une fois et reste valable {expiresIn}. Tant que vous n’avez pas confirmé, nous ne vous enverrons pas l’alerte.',
      ],
      action: 'Confirmer mon alerte',
      linkFallback: 'Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur\u202f:',
      footer: [
        'Vous recevez cet e-mail car cette adresse a été saisie pour une alerte de retour en stock chez {brand}. Si ce n’était pas vous, ignorez simplement cet e-mail\u202f: une alerte non confirmée est supprimée et nous ne vous écrirons plus.',
      ],
      signOff: 'L’équipe {brand}',
    },
    ja: {
      subject: '{brand} 再入荷のお知らせ登録の確認',
      greeting: 'お客様',
      greetingNoName: 'お客様',
      paragraphs: [
        '{productName}（{choice}）の再入荷のお知らせを受け取るには、以下のボタンから登録を確定してください。',
        'このリンクは一度だけ使用でき、有効期間は{expiresIn}です。登録が確定されるまで、再入荷のお知らせはお送りしません。',
      ],
      action: '登録を確定する',
      linkFallback: 'ボタンが機能しない場合は、次のアドレスをブラウザーに貼り付けてください：',
      footer: [
        'このメールは、このアドレスが {brand} の再入荷のお知らせに入力されたためお送りしています。お心当たりのない場合は、このメールを破棄してください。確定されない登録は自動的に削除され、今後ご連絡することはありません。',
      ],
      signOff: '{brand} チーム',
    },
  },
  'email-optin-confirm': {
    en: {
      subject: 'Confirm your {brand} email subscription',
      greeting: 'Hi {firstName},',
      greetingNoName: 'Hello,',
      paragraphs: [
        'Thanks for signing up for emails from {brand}: news, offers and launches. Please confirm that this is your address and that you’d like to receive them.',
        'The link works once and stays valid for {expiresIn}. Until you confirm, we won’t send you any marketing emails.',
      ],
      action: 'Confirm my subscription',
      linkFallback: 'If the button doesn’t work, copy this address into your browser:',
      footer: [
        'You’re receiving this email because this address was signed up for {brand} emails. If this wasn’t you, just ignore it: you won’t be subscribed, and you can turn emails off in your account at any time.',
      ],
      signOff: 'The {brand} team',
    },
    de: {
      subject: 'Bestätige deine Anmeldung für E-Mails von {brand}',
      greeting: 'Hallo {firstName},',
      greetingNoName: 'Hallo,',
      paragraphs: [
        'danke, dass du E-Mails von {brand} mit News, Angeboten und Neuheiten erhalten möchtest. Bitte bestätige, dass das deine Adresse ist und du sie bekommen willst.',
        'Der Link funktioniert einmal und ist {expiresIn} lang gültig. Solange du nicht bestätigt hast, schicken wir dir keine Werbe-E-Mails.',
      ],
      action: 'Anmeldung bestätigen',
      linkFallback: 'Falls die Schaltfläche nicht funktioniert, kopiere diese Adresse in deinen Browser:',
      footer: [
        'Du erhältst diese E-Mail, weil diese Adresse für E-Mails von {brand} angemeldet wurde. Warst du das nicht, ignoriere diese E-Mail einfach: Ohne Bestätigung wirst du nicht angemeldet. Abmelden kannst du dich jederzeit in deinem Konto.',
      ],
      signOff: 'Dein {brand}-Team',
    },
    fr: {
      subject: 'Confirmez votre inscription aux e-mails {brand}',
      greeting: 'Bonjour {firstName},',
      greetingNoName: 'Bonjour,',
      paragraphs: [
        'Merci pour votre inscription aux e-mails de {brand}\u202f: actualités, offres et nouveautés. Veuillez confirmer que cette adresse est la vôtre et que vous souhaitez les recevoir.',
        'Le lien ne fonctionne qu’une fois et reste valable {expiresIn}. Tant que vous n’avez pas confirmé, nous ne vous enverrons aucun e-mail promotionnel.',
      ],
      action: 'Confirmer mon inscription',
      linkFallback: 'Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur\u202f:',
      footer: [
        'Vous recevez cet e-mail car cette adresse a été inscrite aux e-mails de {brand}. Si ce n’était pas vous, ignorez simplement cet e-mail\u202f: sans confirmation, aucune inscription n’est enregistrée, et vous pouvez vous désinscrire à tout moment depuis votre compte.',
      ],
      signOff: 'L’équipe {brand}',
    },
    ja: {
      subject: '{brand} メールマガジン登録の確認',
      greeting: '{fullName} 様',
      greetingNoName: 'お客様',
      paragraphs: [
        '{brand} のメールマガジン（ニュース、セール、新商品のお知らせ）にお申し込みいただきありがとうございます。ご本人のメールアドレスであることを確認するため、以下のボタンから登録を確定してください。',
        'このリンクは一度だけ使用でき、有効期間は{expiresIn}です。登録が確定されるまで、メールマガジンはお送りしません。',
      ],
      action: '登録を確定する',
      linkFallback: 'ボタンが機能しない場合は、次のアドレスをブラウザーに貼り付けてください：',
      footer: [
        'このメールは、このアドレスで {brand} のメールマガジンが申し込まれたためお送りしています。お心当たりのない場合は、このメールを破棄してください。登録は確定されません。配信の停止はアカウントページからいつでも行えます。',
      ],
      signOff: '{brand} チーム',
    },
  },
};

/**
 * Where a site's words differ from its language's (`en` is American English, as the en-US site writes it): British
 * English says "basket", as the en-GB site's header does, and "Customer Services". The parts given replace the
 * language's; the others are the language's.
 */
export const REGIONAL_WORDS: { [T in EmailTemplate]?: Partial<Record<LocalePath, Partial<EmailWords>>> } = {
  welcome: {
    'en-gb': {
      paragraphs: [
        'Thanks for joining {brand}. Your account is ready: your basket now follows you to every device, your details are ready for checkout and you can write reviews.',
      ],
      footer: [
        'You’re receiving this email because an account was created at {brand} with this address. If this wasn’t you, please contact Customer Services at {supportEmail}.',
      ],
    },
  },
};

/**
 * Where a language names a shoe's size with a word of its own (French *pointure*, clothing's *taille*), as the
 * storefront's messages do (their `kind` select, sizes.values sizeKindOf): the back-in-stock emails of a shoe use these
 * words in place of their language's. The parts given replace the language's (REGIONAL_WORDS apply over them).
 */
export const SHOE_WORDS: { [T in EmailTemplate]?: Partial<Record<Language, Partial<EmailWords>>> } = {
  'back-in-stock': {
    fr: {
      subject: '{productName} ({colourName})\u202f: votre pointure est de retour chez {brand}',
      paragraphs: [
        'Bonne nouvelle\u202f: la pointure que vous attendiez est de nouveau disponible.',
        '{productName} – {choice}',
        'Les pointures les plus demandées partent vite, et nous ne pouvons pas en réserver une pour vous.',
      ],
      footer: [
        'Vous recevez cet e-mail unique car cette adresse a demandé à {brand} d’être prévenue du retour de cette pointure. Nous ne vous écrirons plus à ce sujet.',
      ],
    },
  },
  'back-in-stock-confirm': {
    fr: {
      paragraphs: [
        'Merci de confirmer que vous souhaitez que {brand} vous écrive dès que cette pointure sera de nouveau disponible\u202f:',
        '{productName} – {choice}',
        'Le lien ne fonctionne qu’une fois et reste valable {expiresIn}. Tant que vous n’avez pas confirmé, nous ne vous enverrons pas l’alerte.',
      ],
    },
  },
};

/**
 * The back-in-stock emails of a style made in one size only ("OS"): they speak of the item, not of "the size you
 * asked us to watch", as the storefront's one-size messages do (their `kind` select: `one`). Japanese already speaks
 * of the item. The parts given replace the language's (REGIONAL_WORDS apply over them).
 */
export const ONE_SIZE_WORDS: { [T in EmailTemplate]?: Partial<Record<Language, Partial<EmailWords>>> } = {
  'back-in-stock': {
    en: {
      subject: '{productName} in {colourName} is back at {brand}',
      paragraphs: [
        'Good news: the item you asked us to watch is back in stock.',
        '{productName} – {choice}',
        'Popular items sell out quickly, and we can’t hold one for you.',
      ],
      footer: [
        'You’re receiving this one-time email because you asked {brand} to let you know when this item was back in stock. We won’t email you about it again.',
      ],
    },
    de: {
      subject: '{productName} in {colourName} ist bei {brand} wieder da',
      paragraphs: [
        'gute Nachrichten: Der Artikel, auf den du gewartet hast, ist wieder auf Lager.',
        '{productName} – {choice}',
        'Beliebte Artikel sind schnell vergriffen, und wir können keinen für dich zurücklegen.',
      ],
      footer: [
        'Du erhältst diese einmalige E-Mail, weil mit dieser Adresse bei {brand} eine Nachricht angefordert wurde, sobald dieser Artikel wieder da ist. Wir schreiben dir dazu nicht noch einmal.',
      ],
    },
    fr: {
      subject: '{productName} ({colourName})\u202f: l’article est de retour chez {brand}',
      paragraphs: [
        'Bonne nouvelle\u202f: l’article que vous attendiez est de nouveau disponible.',
        '{productName} – {choice}',
        'Les articles les plus demandés partent vite, et nous ne pouvons pas en réserver un pour vous.',
      ],
      footer: [
        'Vous recevez cet e-mail unique car cette adresse a demandé à {brand} d’être prévenue du retour de cet article. Nous ne vous écrirons plus à ce sujet.',
      ],
    },
  },
  'back-in-stock-confirm': {
    en: {
      paragraphs: [
        'Please confirm that you’d like {brand} to email you when this item is back in stock:',
        '{productName} – {choice}',
        'The link works once and stays valid for {expiresIn}. Until you confirm, we won’t send you the alert.',
      ],
    },
    de: {
      paragraphs: [
        'bitte bestätige, dass {brand} dir eine E-Mail schicken soll, sobald dieser Artikel wieder auf Lager ist:',
        '{productName} – {choice}',
        'Der Link funktioniert einmal und ist {expiresIn} lang gültig. Solange du nicht bestätigt hast, bekommst du keine Benachrichtigung.',
      ],
    },
    fr: {
      paragraphs: [
        'Merci de confirmer que vous souhaitez que {brand} vous écrive dès que cet article sera de nouveau disponible\u202f:',
        '{productName} – {choice}',
        'Le lien ne fonctionne qu’une fois et reste valable {expiresIn}. Tant que vous n’avez pas confirmé, nous ne vous enverrons pas l’alerte.',
      ],
    },
  },
};

/**
 * How a back-in-stock email names what was asked for (`{choice}` in its words): the colour, the width of a style
 * made in widths, the size; the width as the product page labels it (standard or wide, with its code). The
 * Japanese width has no brackets of its own: the choice already stands in brackets there.
 */
export interface ChoiceWords {
  /** `{colourName}`, `{size}`. */
  choice: string;
  /** `{colourName}`, `{width}`, `{size}`. */
  choiceWithWidth: string;
  /** A shoe's size, where the language names it with a word of its own (French *pointure*); else `choice`. */
  shoeChoice?: string;
  /** A shoe's size with its width, where the language names it with a word of its own; else `choiceWithWidth`. */
  shoeChoiceWithWidth?: string;
  /** `{colourName}`: a style made in one size only ("OS"), not "size One size" (tester t3-F2). */
  oneSize: string;
  /** `{code}`: D for men, B for women. */
  standardWidth: string;
  /** `{code}`: 2E for men, D for women. */
  wideWidth: string;
}

export const CHOICE_WORDS: Record<Language, ChoiceWords> = {
  en: {
    choice: '{colourName}, size {size}',
    choiceWithWidth: '{colourName}, {width}, size {size}',
    oneSize: '{colourName}, one size',
    standardWidth: 'Standard ({code})',
    wideWidth: 'Wide ({code})',
  },
  de: {
    choice: '{colourName}, Größe {size}',
    choiceWithWidth: '{colourName}, {width}, Größe {size}',
    oneSize: '{colourName}, Einheitsgröße',
    standardWidth: 'Normal ({code})',
    wideWidth: 'Weit ({code})',
  },
  fr: {
    choice: '{colourName}, taille {size}',
    choiceWithWidth: '{colourName}, {width}, taille {size}',
    // A shoe's size is a pointure, as the site writes it (cart lines, size picker, the back-in-stock form).
    shoeChoice: '{colourName}, pointure {size}',
    shoeChoiceWithWidth: '{colourName}, {width}, pointure {size}',
    oneSize: '{colourName}, taille unique',
    standardWidth: 'Standard ({code})',
    wideWidth: 'Large ({code})',
  },
  ja: {
    choice: '{colourName}・サイズ {size}',
    choiceWithWidth: '{colourName}・{width}・サイズ {size}',
    oneSize: '{colourName}・フリーサイズ',
    standardWidth: '標準 {code}',
    wideWidth: 'ワイド {code}',
  },
};

/** How each brand is named in its emails. */
export const BRAND_NAMES: Record<string, string> = { stride: 'Stride', kestrel: 'Kestrel' };

/**
 * Where each brand's shoppers write to its customer service (`{supportEmail}` in the emails' words): the welcome
 * email's "if this wasn't you" names it, the one thing its reader needs (language reviewer F3-3). A merchant puts
 * its own addresses here (README, "Emails").
 */
export const BRAND_SUPPORT_EMAILS: Record<string, string> = {
  stride: 'help@stride.example.com',
  kestrel: 'help@kestrel.example.com',
};
