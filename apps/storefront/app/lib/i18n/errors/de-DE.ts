import type { ErrorId } from '@outsole/contracts/errors';

/** Shopper-facing messages for every error id of spec §8 (ICU MessageFormat). */
const messages = {
  // Session and cart
  AUT498: 'Bei Ihrer Sitzung ist ein Problem aufgetreten. Wir laden die Seite gleich neu.',
  BSK404: 'Wir konnten Ihren Warenkorb nicht finden. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
  ORD430:
    'Einige Artikel sind nicht mehr verfügbar. Wir haben Ihren Warenkorb aktualisiert – bitte prüfen Sie ihn, bevor Sie fortfahren.',
  INV700: 'Dieser Artikel ist ausverkauft und konnte daher nicht in den Warenkorb verschoben werden.',
  INV406: 'Einige Artikel in Ihrem Warenkorb sind ausverkauft. Bitte entfernen Sie sie, um fortzufahren.',
  INV408:
    '{maxAllowedQty, plural, one {Von diesem Artikel können Sie nur # Stück hinzufügen.} other {Von diesem Artikel können Sie höchstens # Stück hinzufügen.}}',
  GWP403:
    'Dieses Gratisgeschenk kann nicht hinzugefügt werden. Möglicherweise befindet es sich bereits in Ihrem Warenkorb oder ist nicht mehr verfügbar.',
  ORD404: 'Wir konnten diesen Artikel nicht finden. Möglicherweise ist er nicht mehr verfügbar.',
  INV702: 'Dieser Artikel ist derzeit nicht verfügbar.',
  PRC400:
    'Wir konnten den Preis dieses Artikels nicht bestätigen. Bitte versuchen Sie es erneut oder entfernen Sie ihn aus dem Warenkorb.',

  // Payment
  PAY400:
    'Bei Ihrer Zahlung ist ein Problem aufgetreten. Bitte prüfen Sie Ihre Angaben oder wählen Sie eine andere Zahlungsart.',
  PYT402: 'Wir konnten diese Zahlung nicht bestätigen. Bitte wählen Sie eine andere Zahlungsart.',
  PAY401:
    'Diese Zahlungsart ist für die Lieferung an diese Adresse nicht möglich. Bitte wählen Sie eine andere Zahlungsart.',

  // Gift cards
  GFC700: 'Diese Geschenkkarte ist ungültig. Bitte prüfen Sie die Kartennummer und versuchen Sie es erneut.',
  GFC755: 'Diese Geschenkkarte wurde bereits für Ihre Bestellung verwendet.',
  GFC725:
    'Für diese Bestellung können keine Geschenkkarten verwendet werden. Bitte wählen Sie eine andere Zahlungsart.',
  GFC740: 'Diese Geschenkkarte hat kein Guthaben mehr.',
  GFC410:
    'Kartennummer oder PIN der Geschenkkarte stimmen nicht überein. Bitte prüfen Sie beides und versuchen Sie es erneut.',
  GFC799: 'Diese Geschenkkarte ist abgelaufen.',
  GFC800:
    'Geschenkkarten können derzeit nicht geprüft werden. Bitte versuchen Sie es später erneut oder wählen Sie eine andere Zahlungsart.',
  GFC812: 'Es gab zu viele Versuche mit Geschenkkarten. Bitte warten Sie eine Weile und versuchen Sie es dann erneut.',
  GFC760: 'Diese Geschenkkarte kann in diesem Land oder in dieser Währung nicht verwendet werden.',
  GFC400: 'Wir konnten diese Geschenkkarte nicht einlösen. Bitte versuchen Sie es erneut.',

  // Saved cards
  PYT300: 'Diese Karte ist bereits in Ihrem Konto gespeichert.',
  FE309: 'Bitte prüfen Sie das Ablaufdatum der Karte.',
  PYT404: 'Ihre Karte wurde abgelehnt. Bitte verwenden Sie eine andere Karte oder Zahlungsart.',
  PYT405: 'Dieser Kartentyp wird nicht unterstützt. Bitte verwenden Sie eine andere Karte.',
  PYT406:
    'Wir konnten Ihre Karte nicht verifizieren. Bitte versuchen Sie es erneut oder verwenden Sie eine andere Karte.',

  // Delivery and order
  SHP500: 'Wir können leider nicht an Postfächer liefern. Bitte geben Sie eine Straßenadresse an.',
  INV409: 'Einige Artikel in Ihrem Warenkorb sind derzeit nicht verfügbar. Bitte entfernen Sie sie, um fortzufahren.',
  ORD415: 'Wir konnten Ihre Bestellsumme nicht berechnen. Bitte versuchen Sie es gleich noch einmal.',
  ORD516:
    'Ihre Bestellung wurde aktualisiert. Einige Artikel können nicht mehr an der Abholstation abgeholt werden und werden stattdessen an Ihre Adresse geliefert.',
  ORD517:
    'Ihre Bestellung wurde aktualisiert. Einige Artikel können nicht mehr im Geschäft abgeholt werden und werden stattdessen an Ihre Adresse geliefert.',
  ORD518: 'Ihre Lieferoptionen wurden aktualisiert. Bitte prüfen Sie sie, bevor Sie fortfahren.',
  INV701: 'Für die gewählte Menge ist nicht genügend Bestand vorhanden. Bitte wählen Sie eine geringere Menge.',
  GFS800: 'Geschenkservices sind derzeit nicht verfügbar. Bitte versuchen Sie es später erneut.',
  SHP404: 'Diese Versandart ist nicht verfügbar. Bitte wählen Sie eine andere.',

  // Promotions
  PRM130: 'Wir kennen diesen Aktionscode nicht. Bitte prüfen Sie ihn und versuchen Sie es erneut.',
  PRM135: 'Dieser Aktionscode ist abgelaufen.',
  PRM140: 'Dieser Aktionscode ist noch nicht gültig. Bitte versuchen Sie es später erneut.',
  PRM145: 'Dieser Aktionscode gilt nicht für die Artikel in Ihrem Warenkorb.',
  PRM150: 'Dieser Aktionscode wurde bereits angewendet.',
  PRM155: 'Dieser Aktionscode wurde bereits so oft wie möglich eingelöst.',
  PRM160: 'Fügen Sie noch ein paar Artikel hinzu, um den Mindestbestellwert für diesen Aktionscode zu erreichen.',
  PRM165: 'Dieser Aktionscode kann nicht mit anderen Angeboten in Ihrem Warenkorb kombiniert werden.',
  PRM170: 'Dieser Aktionscode ist für Ihr Konto nicht verfügbar.',
  PRM175: 'Dieser Aktionscode ist in Ihrem Land nicht gültig.',
  PRM416: 'Das sieht nicht nach einem gültigen Aktionscode aus. Bitte prüfen Sie ihn und versuchen Sie es erneut.',

  // Rewards
  REW130: 'Diese Prämie ist nicht mehr verfügbar.',
  REW135: 'Diese Prämie ist abgelaufen.',
  REW140: 'Sie haben noch nicht genügend Punkte für diese Prämie.',
  REW401: 'Bitte melden Sie sich als Mitglied an, um Ihre Prämien zu nutzen.',

  // Profile
  PRO404: 'Wir konnten Ihr Profil nicht finden. Bitte melden Sie sich erneut an.',
  PRO410: 'Bitte geben Sie ein gültiges Geburtsdatum ein.',
  PRO411: 'Bitte geben Sie eine gültige Telefonnummer ein.',
  PRO412: 'Bitte geben Sie eine gültige Postleitzahl ein.',
  PRO414: 'Bitte prüfen Sie Ihren Vor- und Nachnamen. Einige Zeichen werden nicht unterstützt.',
  PRO415: 'Wir konnten Ihre Präferenzen nicht speichern. Bitte versuchen Sie es erneut.',
  PRO418: 'Wir konnten Ihr Profil nicht aktualisieren. Bitte versuchen Sie es erneut.',

  // Sign-in, sign-up and passwords
  FE340: 'Die Passwörter stimmen nicht überein. Bitte versuchen Sie es erneut.',
  FE872: 'Ihr Passwort muss mindestens {minLength, number} Zeichen lang sein.',
  AUT401:
    'E-Mail-Adresse und Passwort passen nicht zusammen. Bitte versuchen Sie es erneut oder setzen Sie Ihr Passwort zurück.',
  AUT418:
    'E-Mail-Adresse und Passwort passen nicht zusammen. Bitte versuchen Sie es erneut oder setzen Sie Ihr Passwort zurück.',
  AUT437:
    'E-Mail-Adresse und Passwort passen nicht zusammen. Bitte versuchen Sie es erneut oder setzen Sie Ihr Passwort zurück.',
  AUT438:
    'E-Mail-Adresse und Passwort passen nicht zusammen. Bitte versuchen Sie es erneut oder setzen Sie Ihr Passwort zurück.',
  AUT402:
    'Dieser Link zum Zurücksetzen des Passworts ist abgelaufen oder wurde bereits verwendet. Bitte fordern Sie einen neuen an.',
  AUT403: 'Die Sicherheitsprüfung konnte nicht abgeschlossen werden. Bitte versuchen Sie es erneut.',
  AUT409: 'Sie werden bereits angemeldet. Bitte warten Sie einen Moment.',
  AUT423:
    'Zu Ihrer Sicherheit ist die Anmeldung vorübergehend gesperrt. Bitte versuchen Sie es später erneut oder setzen Sie Ihr Passwort zurück.',
  AUT426:
    'Zu Ihrer Sicherheit wird die Anmeldung nach einem weiteren erfolglosen Versuch vorübergehend gesperrt. Sie können stattdessen Ihr Passwort zurücksetzen.',
  AUT439:
    'Mit dieser E-Mail-Adresse gibt es bereits ein Konto. Bitte melden Sie sich an oder verwenden Sie eine andere E-Mail-Adresse.',
  PRO400:
    'Mit dieser E-Mail-Adresse gibt es bereits ein Konto. Bitte melden Sie sich an oder verwenden Sie eine andere E-Mail-Adresse.',
  AUT444: 'Diese Telefonnummer ist bereits mit einem anderen Konto verknüpft. Bitte verwenden Sie eine andere Nummer.',
  AUT442: 'Diese Telefonnummer ist bereits mit einem anderen Konto verknüpft. Bitte verwenden Sie eine andere Nummer.',
  AUT450: 'Dieses Passwort ist zu leicht zu erraten. Bitte wählen Sie ein sichereres Passwort.',
  AUT451: 'Ihr neues Passwort muss sich von Ihrem aktuellen Passwort unterscheiden.',
  AUT452: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  AUT453: 'Bitte wählen Sie ein Passwort, das alle genannten Anforderungen erfüllt.',
  AUT500: 'Die Anmeldung ist gerade nicht möglich. Bitte versuchen Sie es in ein paar Minuten erneut.',

  // General
  API400: 'Einige Angaben stimmen nicht ganz. Bitte prüfen Sie sie und versuchen Sie es erneut.',
  API404: 'Wir konnten das Gesuchte leider nicht finden.',
  API405: 'Diese Aktion ist leider nicht möglich.',
  API406: 'Wir konnten Ihre Anfrage nicht abschließen. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
  API415: 'Dieser Dateityp wird nicht unterstützt. Bitte versuchen Sie es mit einer anderen Datei.',
  GEN500: 'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es erneut.',
  RTN500:
    'Wir konnten Ihre Rücksendung nicht anlegen. Bitte versuchen Sie es erneut oder wenden Sie sich an unseren Kundenservice.',
  STR404: 'Wir konnten dieses Geschäft nicht finden. Bitte wählen Sie ein anderes Geschäft.',
  REV410: 'Ihre Bewertung ist etwas zu lang. Bitte kürzen Sie sie und versuchen Sie es erneut.',
  OHS4004:
    'Wir konnten diese Bestellung nicht finden. Bitte prüfen Sie Bestellnummer und E-Mail-Adresse und versuchen Sie es erneut.',
  ORD409:
    'Wir konnten diese Bestellung nicht finden. Bitte prüfen Sie Bestellnummer und E-Mail-Adresse und versuchen Sie es erneut.',
  ORD400: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  CCA400: 'Einige Adressangaben sind ungültig. Bitte prüfen Sie Ihre Adresse und versuchen Sie es erneut.',
  CCA401: 'Wir konnten diese Adresse nicht bestätigen. Bitte prüfen Sie sie und versuchen Sie es erneut.',
  CCN404: 'In dieses Land liefern wir noch nicht. Bitte wählen Sie ein anderes Land.',
  '4044': 'Wir konnten keine Mitgliedschaft mit diesen Angaben finden.',
  TAX309:
    'Wir konnten die Steuern für diese Adresse nicht berechnen. Bitte prüfen Sie die Adresse und versuchen Sie es erneut.',
  TAX310: 'Wir konnten die Steuern für diese Adresse nicht berechnen. Bitte prüfen Sie Postleitzahl und Ort.',
  BIL400: 'Einige Angaben der Rechnungsadresse sind ungültig. Bitte prüfen Sie sie und versuchen Sie es erneut.',
  BILL410: 'Wir konnten Ihre Rechnungsadresse nicht speichern. Bitte versuchen Sie es erneut.',
  CHK320: 'Ihre Sitzung an der Kasse ist abgelaufen. Bitte prüfen Sie Ihren Warenkorb und gehen Sie erneut zur Kasse.',
  CHK380: 'Wir konnten Ihre Bestellung nicht aufgeben. Bitte versuchen Sie es gleich noch einmal.',
  SHP410: 'Bitte geben Sie eine Telefonnummer an, damit wir Sie zu Ihrer Lieferung kontaktieren können.',
  GFO404: 'Diese Geschenkoption ist nicht mehr verfügbar.',
  GFO405:
    'Wir konnten diese Geschenkoption nicht hinzufügen. Bitte prüfen Sie die Angaben und versuchen Sie es erneut.',
  PLP400: 'Wir konnten diese Produkte nicht laden. Bitte laden Sie die Seite neu.',
  ATTR100: 'Bitte wählen Sie eine Größe.',
  ATTR200: 'Bitte wählen Sie eine Farbe.',
  ATTR300: 'Diese Kombination ist nicht verfügbar. Bitte wählen Sie eine andere Option.',

  // Platform
  API401: 'Wir konnten Ihre Anfrage nicht bestätigen. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
  API413: 'Das ist zu groß zum Senden. Bitte versuchen Sie es mit einer kleineren Datei oder einem kürzeren Text.',
  API429: 'Wir erhalten gerade sehr viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
} satisfies Record<ErrorId, string>;

export default messages;
