import type { ErrorId } from '@outsole/contracts/errors';

/** Shopper-facing messages for every error id of spec §8 (ICU MessageFormat). */
const messages = {
  // Session and cart
  AUT498: 'Un problème est survenu avec votre session. Nous allons recharger la page dans un instant.',
  BSK404: 'Nous ne trouvons pas votre panier. Veuillez actualiser la page et réessayer.',
  ORD430:
    'Certains articles ne sont plus disponibles. Nous avons mis à jour votre panier : veuillez le vérifier avant de continuer.',
  INV700: 'Cet article est en rupture de stock, nous n’avons donc pas pu le déplacer dans votre panier.',
  INV406: 'Certains articles de votre panier sont en rupture de stock. Veuillez les retirer pour continuer.',
  INV408:
    '{maxAllowedQty, plural, one {Vous ne pouvez ajouter que # exemplaire de cet article.} other {Vous pouvez ajouter jusqu’à # exemplaires de cet article.}}',
  GWP403:
    'Ce cadeau offert ne peut pas être ajouté. Il se trouve peut-être déjà dans votre panier ou n’est plus disponible.',
  ORD404: 'Nous ne trouvons pas cet article. Il n’est peut-être plus disponible.',
  INV702: 'Cet article est actuellement indisponible.',
  PRC400: 'Nous n’avons pas pu confirmer le prix de cet article. Veuillez réessayer ou le retirer de votre panier.',

  // Payment
  PAY400:
    'Un problème est survenu lors du paiement. Veuillez vérifier vos informations ou choisir un autre moyen de paiement.',
  PYT402: 'Nous n’avons pas pu valider ce paiement. Veuillez essayer un autre moyen de paiement.',
  PAY401:
    'Ce moyen de paiement ne peut pas être utilisé pour une livraison à cette adresse. Veuillez choisir un autre moyen de paiement.',

  // Gift cards
  GFC700: 'Cette carte cadeau n’est pas valide. Veuillez vérifier le numéro de la carte et réessayer.',
  GFC755: 'Cette carte cadeau a déjà été appliquée à votre commande.',
  GFC725: 'Cette carte cadeau ne peut pas être utilisée dans ce pays ou dans cette devise.',
  GFC740: 'Le solde de cette carte cadeau est épuisé.',
  GFC410: 'Cette carte cadeau a expiré.',
  GFC799:
    'Le numéro ou le code PIN de la carte cadeau ne correspond pas. Veuillez vérifier ces informations et réessayer.',
  GFC800:
    'Nous ne pouvons pas vérifier les cartes cadeaux pour le moment. Veuillez réessayer plus tard ou utiliser un autre moyen de paiement.',
  GFC812:
    'Cette carte cadeau est bloquée : son code PIN a été mal saisi trop de fois. Veuillez contacter le service client pour la faire débloquer.',
  GFC760: 'Vous avez déjà appliqué le nombre maximal de cartes cadeaux pour une commande.',
  GFC400:
    'Le numéro ou le code PIN de la carte cadeau ne correspond pas. Veuillez vérifier ces informations et réessayer.',

  // Saved cards
  PYT300: 'Cette carte est déjà enregistrée dans votre compte.',
  FE309: 'Veuillez vérifier la date d’expiration de la carte.',
  PYT404: 'Votre carte a été refusée. Veuillez essayer une autre carte ou un autre moyen de paiement.',
  PYT405: 'Ce type de carte n’est pas accepté. Veuillez utiliser une autre carte.',
  PYT406: 'Nous n’avons pas pu authentifier votre carte. Veuillez réessayer ou utiliser une autre carte.',

  // Delivery and order
  SHP500: 'Nous ne livrons pas aux boîtes postales. Veuillez saisir une adresse postale complète.',
  INV409:
    'Certains articles de votre panier ne sont pas disponibles pour le moment. Veuillez les retirer pour continuer.',
  ORD415: 'Nous n’avons pas pu calculer le total de votre commande. Veuillez réessayer dans un instant.',
  ORD516:
    'Votre commande a été mise à jour. Certains articles ne peuvent plus être retirés en point relais et seront livrés à votre adresse.',
  ORD517:
    'Votre commande a été mise à jour. Certains articles ne peuvent plus être retirés en magasin et seront livrés à votre adresse.',
  ORD518: 'Vos options de livraison ont été mises à jour. Veuillez les vérifier avant de continuer.',
  INV701: 'Le stock est insuffisant pour la quantité choisie. Veuillez choisir une quantité inférieure.',
  GFS800: 'Les services cadeaux ne sont pas disponibles pour le moment. Veuillez réessayer plus tard.',
  SHP404: 'Ce mode de livraison n’est pas disponible. Veuillez en choisir un autre.',

  // Promotions
  PRM130: 'Nous ne reconnaissons pas ce code promo. Veuillez le vérifier et réessayer.',
  PRM135: 'Ce code promo a expiré.',
  PRM140: 'Ce code promo n’est pas encore actif. Veuillez réessayer plus tard.',
  PRM145: 'Ce code promo ne s’applique pas aux articles de votre panier.',
  PRM150: 'Ce code promo a déjà été appliqué.',
  PRM155: 'Ce code promo a atteint sa limite d’utilisation.',
  PRM160:
    'Ajoutez encore quelques articles pour atteindre le montant minimum requis pour ce code promo. Les cartes cadeaux ne sont pas prises en compte.',
  PRM165: 'Ce code promo ne peut pas être cumulé avec d’autres offres de votre panier.',
  PRM170: 'Ce code promo n’est pas disponible pour votre compte.',
  PRM175: 'Ce code promo n’est pas valable dans votre pays.',
  PRM416: 'Ce code promo ne semble pas valide. Veuillez le vérifier et réessayer.',

  // Rewards
  REW130: 'Ce bon de fidélité n’est pas disponible. Veuillez en choisir un autre.',
  REW135: 'Vous n’avez pas encore assez de points pour ce bon de fidélité.',
  REW140: 'Ce bon de fidélité ne peut pas être utilisé pour les articles de votre panier.',
  REW401: 'Veuillez vous connecter en tant que membre du programme de fidélité pour utiliser vos bons.',

  // Profile
  PRO404: 'Nous ne trouvons pas votre profil. Veuillez vous reconnecter.',
  PRO410: 'Nous n’avons pas pu mettre à jour votre profil. Veuillez réessayer.',
  PRO411: 'Veuillez saisir une adresse e-mail valide.',
  PRO412: 'Veuillez saisir un numéro de téléphone valide.',
  PRO414: 'Veuillez saisir une date de naissance valide.',
  PRO415: 'Veuillez saisir un code postal valide.',
  PRO418: 'Certaines informations de votre profil sont manquantes. Veuillez les compléter.',

  // Sign-in, sign-up and passwords
  FE340: 'Les mots de passe ne correspondent pas. Veuillez réessayer.',
  FE872: 'Votre mot de passe doit contenir au moins {minLength, plural, one {# caractère} other {# caractères}}.',
  AUT401:
    'L’adresse e-mail et le mot de passe ne correspondent pas. Veuillez réessayer ou réinitialiser votre mot de passe.',
  AUT418:
    'L’adresse e-mail et le mot de passe ne correspondent pas. Veuillez réessayer ou réinitialiser votre mot de passe.',
  AUT437:
    'L’adresse e-mail et le mot de passe ne correspondent pas. Veuillez réessayer ou réinitialiser votre mot de passe.',
  AUT438:
    'L’adresse e-mail et le mot de passe ne correspondent pas. Veuillez réessayer ou réinitialiser votre mot de passe.',
  AUT402:
    'Ce lien de réinitialisation du mot de passe a expiré ou a déjà été utilisé. Veuillez en demander un nouveau.',
  AUT403: 'Nous n’avons pas pu effectuer la vérification de sécurité. Veuillez réessayer.',
  AUT409: 'Votre connexion est déjà en cours. Veuillez patienter un instant.',
  AUT423:
    'Pour votre sécurité, la connexion est temporairement bloquée. Veuillez réessayer plus tard ou réinitialiser votre mot de passe.',
  AUT426:
    'Pour votre sécurité, la connexion sera temporairement bloquée après une nouvelle tentative infructueuse. Vous pouvez aussi réinitialiser votre mot de passe.',
  AUT439:
    'Un compte existe déjà avec cette adresse e-mail. Veuillez vous connecter ou utiliser une autre adresse e-mail.',
  PRO400:
    'Un compte existe déjà avec cette adresse e-mail. Veuillez vous connecter ou utiliser une autre adresse e-mail.',
  AUT444: 'Ce numéro de téléphone est déjà associé à un autre compte. Veuillez utiliser un autre numéro.',
  AUT442: 'Ce numéro de téléphone est déjà associé à un autre compte. Veuillez utiliser un autre numéro.',
  AUT450: 'Ce mot de passe est trop facile à deviner. Veuillez en choisir un plus sûr.',
  AUT451: 'Veuillez choisir un mot de passe différent de votre adresse e-mail et de votre mot de passe actuel.',
  AUT452: 'Veuillez saisir une adresse e-mail valide.',
  AUT453: 'Veuillez choisir un mot de passe qui respecte toutes les exigences indiquées.',
  AUT500: 'La connexion est momentanément impossible. Veuillez réessayer dans quelques minutes.',

  // General
  API400: 'Certaines informations ne sont pas tout à fait correctes. Veuillez les vérifier et réessayer.',
  API404: 'Nous ne trouvons pas ce que vous cherchez.',
  API405: 'Cette action n’est malheureusement pas disponible.',
  API406: 'Nous n’avons pas pu traiter votre demande. Veuillez actualiser la page et réessayer.',
  API415: 'Ce type de fichier n’est pas pris en charge. Veuillez essayer avec un autre fichier.',
  GEN500: 'Un problème est survenu de notre côté. Veuillez réessayer.',
  RTN500: 'Nous n’avons pas pu créer votre retour. Veuillez réessayer ou contacter notre service client.',
  STR404: 'Nous ne trouvons pas ce magasin. Veuillez choisir un autre magasin.',
  REV410: 'Votre avis est un peu trop long. Veuillez le raccourcir et réessayer.',
  OHS4004:
    'Nous ne trouvons pas cette commande. Veuillez vérifier votre numéro de commande et votre adresse e-mail, puis réessayer.',
  ORD409:
    'Nous ne trouvons pas cette commande. Veuillez vérifier votre numéro de commande et votre adresse e-mail, puis réessayer.',
  ORD400: 'Veuillez saisir une adresse e-mail valide.',
  CCA400: 'Certaines informations de l’adresse ne sont pas valides. Veuillez vérifier votre adresse et réessayer.',
  CCA401: 'Nous n’avons pas pu vérifier cette adresse. Veuillez la contrôler et réessayer.',
  CCN404: 'Nous ne livrons pas encore dans ce pays. Veuillez choisir un autre pays.',
  '4044': 'Nous ne trouvons aucune adhésion correspondant à ces informations.',
  TAX309: 'Nous n’avons pas pu calculer les taxes pour cette adresse. Veuillez vérifier l’adresse et réessayer.',
  TAX310: 'Nous n’avons pas pu calculer les taxes pour cette adresse. Veuillez vérifier le code postal et la ville.',
  BIL400: 'Certaines informations de l’adresse de facturation ne sont pas valides. Veuillez les vérifier et réessayer.',
  BILL410: 'Nous n’avons pas pu enregistrer votre adresse de facturation. Veuillez réessayer.',
  CHK320: 'Votre session de paiement a expiré. Veuillez vérifier votre panier et reprendre la commande.',
  CHK380: 'Nous n’avons pas pu passer votre commande. Veuillez réessayer dans un instant.',
  SHP410: 'Veuillez saisir un numéro de téléphone afin que nous puissions vous contacter au sujet de votre livraison.',
  GFO404: 'Cette option cadeau n’est plus disponible.',
  GFO405: 'Nous n’avons pas pu ajouter cette option cadeau. Veuillez vérifier les informations et réessayer.',
  PLP400: 'Nous n’avons pas pu charger ces produits. Veuillez actualiser la page.',
  ATTR100: 'Veuillez sélectionner une taille.',
  ATTR200: 'Veuillez sélectionner une couleur.',
  ATTR300: 'Cette combinaison n’est pas disponible. Veuillez choisir une autre option.',

  // Platform
  API401: 'Nous n’avons pas pu valider votre demande. Veuillez actualiser la page et réessayer.',
  API403:
    'Nous n’avons pas pu effectuer cette action, car la demande ne provenait pas de ce site. Veuillez actualiser la page et réessayer.',
  API408: 'La demande a mis trop de temps à arriver. Veuillez vérifier votre connexion et réessayer.',
  API413: 'L’élément envoyé est trop volumineux. Veuillez essayer avec un fichier plus petit ou un texte plus court.',
  API429: 'Nous recevons beaucoup de demandes. Veuillez patienter un instant et réessayer.',
  API431: 'Ce lien est trop long pour être ouvert. Veuillez revenir en arrière et réessayer.',
  API503: 'Le service est momentanément indisponible. Veuillez réessayer dans un instant.',
  BSK409: 'Votre panier peut contenir jusqu’à {maxLines} articles différents. Retirez-en un pour en ajouter un autre.',
  SFL409: 'Vous pouvez enregistrer jusqu’à {maxItems} articles. Retirez-en un pour en enregistrer un autre.',
  REV409: 'Vous avez déjà donné votre avis sur ce produit.',
  QST409: 'Vous avez déjà posé cette question sur ce produit.',
  REV403: 'Vous ne pouvez pas voter pour votre propre avis.',
  QST403: 'Vous ne pouvez pas voter pour votre propre réponse.',
  GFC409:
    'Les cartes cadeaux d’une même commande ne peuvent pas dépasser {maxValue} au total. Choisissez moins de cartes ou un montant plus petit.',
} satisfies Record<ErrorId, string>;

export default messages;
