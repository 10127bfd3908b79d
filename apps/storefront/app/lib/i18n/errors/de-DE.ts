import type { ErrorId } from '@outsole/contracts/errors';

/** Shopper-facing messages for every error id of spec §8 (ICU MessageFormat). */
const messages = {
  // Session and cart
  AUT498: 'Bei deiner Sitzung ist ein Problem aufgetreten. Wir laden die Seite gleich neu.',
  BSK404: 'Wir konnten deinen Warenkorb nicht finden. Bitte lade die Seite neu und versuche es erneut.',
  ORD430:
    'Einige Artikel sind nicht mehr verfügbar. Wir haben deinen Warenkorb aktualisiert – bitte prüfe ihn, bevor du fortfährst.',
  INV700: 'Dieser Artikel ist ausverkauft und konnte daher nicht in den Warenkorb verschoben werden.',
  INV406: 'Einige Artikel in deinem Warenkorb sind ausverkauft. Bitte entferne sie, um fortzufahren.',
  INV408:
    '{maxAllowedQty, plural, one {Von diesem Artikel kannst du nur # Stück hinzufügen.} other {Von diesem Artikel kannst du höchstens # Stück hinzufügen.}}',
  GWP403:
    'Dieses Gratisgeschenk kann nicht hinzugefügt werden. Möglicherweise befindet es sich bereits in deinem Warenkorb oder ist nicht mehr verfügbar.',
  ORD404: 'Wir konnten diesen Artikel nicht finden. Möglicherweise ist er nicht mehr verfügbar.',
  INV702: 'Dieser Artikel ist derzeit nicht verfügbar.',
  PRC400:
    'Wir konnten den Preis dieses Artikels nicht bestätigen. Bitte versuche es erneut oder entferne ihn aus dem Warenkorb.',

  // Payment
  PAY400:
    'Bei deiner Zahlung ist ein Problem aufgetreten. Bitte prüfe deine Angaben oder wähle eine andere Zahlungsart.',
  PYT402: 'Wir konnten diese Zahlung nicht bestätigen. Bitte wähle eine andere Zahlungsart.',
  PAY401:
    'Diese Zahlungsart ist für die Lieferung an diese Adresse nicht möglich. Bitte wähle eine andere Zahlungsart.',

  // Gift cards
  GFC700: 'Diese Geschenkkarte ist ungültig. Bitte prüfe die Kartennummer und versuche es erneut.',
  GFC755: 'Diese Geschenkkarte wurde bereits für deine Bestellung verwendet.',
  GFC725: 'Diese Geschenkkarte kann in diesem Land oder in dieser Währung nicht verwendet werden.',
  GFC740: 'Diese Geschenkkarte hat kein Guthaben mehr.',
  GFC410: 'Diese Geschenkkarte ist abgelaufen.',
  GFC799: 'Kartennummer oder PIN der Geschenkkarte stimmen nicht überein. Bitte prüfe beides und versuche es erneut.',
  GFC800:
    'Geschenkkarten können derzeit nicht geprüft werden. Bitte versuche es später erneut oder wähle eine andere Zahlungsart.',
  GFC812:
    'Diese Geschenkkarte ist gesperrt, weil ihre PIN zu oft falsch eingegeben wurde. Bitte wende dich an den Kundenservice, um sie entsperren zu lassen.',
  GFC760: 'Du hast bereits so viele Geschenkkarten eingelöst, wie eine Bestellung zulässt.',
  GFC400: 'Kartennummer oder PIN der Geschenkkarte stimmen nicht überein. Bitte prüfe beides und versuche es erneut.',

  // Saved cards
  PYT300: 'Diese Karte ist bereits in deinem Konto gespeichert.',
  FE309: 'Bitte prüfe das Ablaufdatum der Karte.',
  PYT404: 'Deine Karte wurde abgelehnt. Bitte verwende eine andere Karte oder Zahlungsart.',
  PYT405: 'Dieser Kartentyp wird nicht unterstützt. Bitte verwende eine andere Karte.',
  PYT406: 'Wir konnten deine Karte nicht verifizieren. Bitte versuche es erneut oder verwende eine andere Karte.',

  // Delivery and order
  SHP500: 'Wir können leider nicht an Postfächer liefern. Bitte gib eine Straßenadresse an.',
  INV409: 'Einige Artikel in deinem Warenkorb sind derzeit nicht verfügbar. Bitte entferne sie, um fortzufahren.',
  ORD415: 'Wir konnten deine Bestellsumme nicht berechnen. Bitte versuche es gleich noch einmal.',
  ORD516:
    'Deine Bestellung wurde aktualisiert. Einige Artikel können nicht mehr an der Abholstation abgeholt werden und werden stattdessen an deine Adresse geliefert.',
  ORD517:
    'Deine Bestellung wurde aktualisiert. Einige Artikel können nicht mehr im Store abgeholt werden und werden stattdessen an deine Adresse geliefert.',
  ORD518: 'Deine Lieferoptionen wurden aktualisiert. Bitte prüfe sie, bevor du fortfährst.',
  INV701: 'Für die gewählte Menge ist nicht genügend Bestand vorhanden. Bitte wähle eine geringere Menge.',
  GFS800: 'Geschenkservices sind derzeit nicht verfügbar. Bitte versuche es später erneut.',
  SHP404: 'Diese Versandart ist nicht verfügbar. Bitte wähle eine andere.',

  // Promotions
  PRM130: 'Wir kennen diesen Aktionscode nicht. Bitte prüfe ihn und versuche es erneut.',
  PRM135: 'Dieser Aktionscode ist abgelaufen.',
  PRM140: 'Dieser Aktionscode ist noch nicht gültig. Bitte versuche es später erneut.',
  PRM145: 'Dieser Aktionscode gilt nicht für die Artikel in deinem Warenkorb.',
  PRM150: 'Dieser Aktionscode wurde bereits angewendet.',
  PRM155: 'Dieser Aktionscode wurde bereits so oft wie möglich eingelöst.',
  PRM160:
    'Füge noch ein paar Artikel hinzu, um den Mindestbestellwert für diesen Aktionscode zu erreichen. Geschenkkarten zählen dabei nicht mit.',
  PRM165: 'Dieser Aktionscode kann nicht mit anderen Angeboten in deinem Warenkorb kombiniert werden.',
  PRM170: 'Dieser Aktionscode ist für dein Konto nicht verfügbar.',
  PRM175: 'Dieser Aktionscode ist in deinem Land nicht gültig.',
  PRM416: 'Das sieht nicht nach einem gültigen Aktionscode aus. Bitte prüfe ihn und versuche es erneut.',

  // Rewards
  REW130: 'Dieser Prämiengutschein ist nicht verfügbar. Bitte wähle einen anderen.',
  REW135: 'Du hast noch nicht genügend Punkte für diesen Prämiengutschein.',
  REW140: 'Dieser Prämiengutschein kann für die Artikel in deinem Warenkorb nicht verwendet werden.',
  REW401: 'Bitte melde dich als Mitglied des Treueprogramms an, um deine Prämiengutscheine zu nutzen.',

  // Profile
  PRO404: 'Wir konnten dein Profil nicht finden. Bitte melde dich erneut an.',
  PRO410: 'Wir konnten dein Profil nicht aktualisieren. Bitte versuche es erneut.',
  PRO411: 'Bitte gib eine gültige E-Mail-Adresse ein.',
  PRO412: 'Bitte gib eine gültige Telefonnummer ein.',
  PRO414: 'Bitte gib ein gültiges Geburtsdatum ein.',
  PRO415: 'Bitte gib eine gültige Postleitzahl ein.',
  PRO418: 'Einige Angaben in deinem Profil fehlen. Bitte ergänze sie.',

  // Sign-in, sign-up and passwords
  FE340: 'Die Passwörter stimmen nicht überein. Bitte versuche es erneut.',
  FE872: 'Dein Passwort muss mindestens {minLength, number} Zeichen lang sein.',
  AUT401:
    'E-Mail-Adresse und Passwort passen nicht zusammen. Bitte versuche es erneut oder setze dein Passwort zurück.',
  AUT418:
    'E-Mail-Adresse und Passwort passen nicht zusammen. Bitte versuche es erneut oder setze dein Passwort zurück.',
  AUT437:
    'E-Mail-Adresse und Passwort passen nicht zusammen. Bitte versuche es erneut oder setze dein Passwort zurück.',
  AUT438:
    'E-Mail-Adresse und Passwort passen nicht zusammen. Bitte versuche es erneut oder setze dein Passwort zurück.',
  AUT402:
    'Dieser Link zum Zurücksetzen des Passworts ist abgelaufen oder wurde bereits verwendet. Bitte fordere einen neuen an.',
  AUT403: 'Die Sicherheitsprüfung konnte nicht abgeschlossen werden. Bitte versuche es erneut.',
  AUT409: 'Deine Anmeldung läuft bereits. Bitte warte einen Moment.',
  AUT423:
    'Zu deiner Sicherheit ist die Anmeldung vorübergehend gesperrt. Bitte versuche es später erneut oder setze dein Passwort zurück.',
  AUT426:
    'Zu deiner Sicherheit wird die Anmeldung nach einem weiteren erfolglosen Versuch vorübergehend gesperrt. Du kannst stattdessen dein Passwort zurücksetzen.',
  AUT439:
    'Mit dieser E-Mail-Adresse gibt es bereits ein Konto. Bitte melde dich an oder verwende eine andere E-Mail-Adresse.',
  PRO400:
    'Mit dieser E-Mail-Adresse gibt es bereits ein Konto. Bitte melde dich an oder verwende eine andere E-Mail-Adresse.',
  AUT444: 'Diese Telefonnummer ist bereits mit einem anderen Konto verknüpft. Bitte verwende eine andere Nummer.',
  AUT442: 'Diese Telefonnummer ist bereits mit einem anderen Konto verknüpft. Bitte verwende eine andere Nummer.',
  AUT450: 'Dieses Passwort ist zu leicht zu erraten. Bitte wähle ein sichereres Passwort.',
  AUT451: 'Bitte wähle ein Passwort, das weder deine E-Mail-Adresse noch dein aktuelles Passwort ist.',
  AUT452: 'Bitte gib eine gültige E-Mail-Adresse ein.',
  AUT453: 'Bitte wähle ein Passwort, das alle genannten Anforderungen erfüllt.',
  AUT500: 'Die Anmeldung ist gerade nicht möglich. Bitte versuche es in ein paar Minuten erneut.',

  // General
  API400: 'Einige Angaben stimmen nicht ganz. Bitte prüfe sie und versuche es erneut.',
  API404: 'Wir konnten das Gesuchte leider nicht finden.',
  API405: 'Diese Aktion ist leider nicht möglich.',
  API406: 'Wir konnten deine Anfrage nicht abschließen. Bitte lade die Seite neu und versuche es erneut.',
  API415: 'Dieser Dateityp wird nicht unterstützt. Bitte versuche es mit einer anderen Datei.',
  GEN500: 'Bei uns ist etwas schiefgelaufen. Bitte versuche es erneut.',
  RTN500:
    'Wir konnten deine Rücksendung nicht anlegen. Bitte versuche es erneut oder wende dich an unseren Kundenservice.',
  STR404: 'Wir konnten diesen Store nicht finden. Bitte wähle einen anderen Store.',
  REV410: 'Deine Bewertung ist etwas zu lang. Bitte kürze sie und versuche es erneut.',
  OHS4004:
    'Wir konnten diese Bestellung nicht finden. Bitte prüfe Bestellnummer und E-Mail-Adresse und versuche es erneut.',
  ORD409:
    'Wir konnten diese Bestellung nicht finden. Bitte prüfe Bestellnummer und E-Mail-Adresse und versuche es erneut.',
  ORD400: 'Bitte gib eine gültige E-Mail-Adresse ein.',
  CCA400: 'Einige Adressangaben sind ungültig. Bitte prüfe deine Adresse und versuche es erneut.',
  CCA401: 'Wir konnten diese Adresse nicht bestätigen. Bitte prüfe sie und versuche es erneut.',
  CCN404: 'In dieses Land liefern wir noch nicht. Bitte wähle ein anderes Land.',
  '4044': 'Wir konnten keine Mitgliedschaft mit diesen Angaben finden.',
  TAX309: 'Wir konnten die Steuern für diese Adresse nicht berechnen. Bitte prüfe die Adresse und versuche es erneut.',
  TAX310: 'Wir konnten die Steuern für diese Adresse nicht berechnen. Bitte prüfe Postleitzahl und Ort.',
  BIL400: 'Einige Angaben der Rechnungsadresse sind ungültig. Bitte prüfe sie und versuche es erneut.',
  BILL410: 'Wir konnten deine Rechnungsadresse nicht speichern. Bitte versuche es erneut.',
  CHK320: 'Deine Sitzung an der Kasse ist abgelaufen. Bitte prüfe deinen Warenkorb und geh erneut zur Kasse.',
  CHK380: 'Wir konnten deine Bestellung nicht aufgeben. Bitte versuche es gleich noch einmal.',
  SHP410: 'Bitte gib eine Telefonnummer an, damit wir dich zu deiner Lieferung kontaktieren können.',
  GFO404: 'Diese Geschenkoption ist nicht mehr verfügbar.',
  GFO405: 'Wir konnten diese Geschenkoption nicht hinzufügen. Bitte prüfe die Angaben und versuche es erneut.',
  PLP400: 'Wir konnten diese Produkte nicht laden. Bitte lade die Seite neu.',
  ATTR100: 'Bitte wähle eine Größe.',
  ATTR200: 'Bitte wähle eine Farbe.',
  ATTR300: 'Diese Kombination ist nicht verfügbar. Bitte wähle eine andere Option.',

  // Platform
  API401: 'Wir konnten deine Anfrage nicht bestätigen. Bitte lade die Seite neu und versuche es erneut.',
  API403:
    'Das konnten wir nicht ausführen, weil die Anfrage nicht von dieser Website kam. Bitte lade die Seite neu und versuche es erneut.',
  API408: 'Das hat zu lange gedauert. Bitte prüfe deine Verbindung und versuche es erneut.',
  API413: 'Das ist zu groß zum Senden. Bitte versuche es mit einer kleineren Datei oder einem kürzeren Text.',
  API429: 'Wir erhalten gerade sehr viele Anfragen. Bitte warte einen Moment und versuche es erneut.',
  API431: 'Dieser Link ist zu lang. Bitte gehe zurück und versuche es erneut.',
  API503: 'Wir sind kurz nicht erreichbar. Bitte versuche es gleich noch einmal.',
  BSK409: 'Dein Warenkorb fasst bis zu {maxLines} verschiedene Artikel. Entferne einen, um einen anderen hinzuzufügen.',
  SFL409: 'Du kannst bis zu {maxItems} Artikel merken. Entferne einen, um einen anderen zu merken.',
  REV409: 'Du hast dieses Produkt bereits bewertet.',
  QST409: 'Du hast diese Frage zu diesem Produkt bereits gestellt.',
  REV403: 'Deine eigene Bewertung kannst du nicht bewerten.',
  QST403: 'Deine eigene Antwort kannst du nicht bewerten.',
  GFC409:
    'Geschenkkarten in einer Bestellung dürfen zusammen höchstens {maxValue} wert sein. Wähle weniger Karten oder einen kleineren Betrag.',
} satisfies Record<ErrorId, string>;

export default messages;
