import type { LegalTexts } from '../legal-text-types';
// The pages' styles come with their words, not with the chunk the footer loads on every page.
import '../legal.css';

// docs/spec/legal-pages.md: what each page must say, and why.

export const texts: LegalTexts = {
  updated: 'Dernière mise à jour : 28 novembre 2026',
  terms: {
    title: 'Conditions générales de vente',
    sections: [
      {
        heading: '1. Qui vend',
        blocks: [
          '{brand} est une place de marché en ligne exploitée par {company}, {office}, n° de TVA {vat} (l’« exploitant »), qui réunit des librairies indépendantes. Chaque librairie est le vendeur des livres qu’elle expédie ou remet : le contrat de vente de chaque partie de la commande est conclu entre vous et cette librairie. L’exploitant fournit le site, encaisse le paiement pour le compte des librairies et vous assiste.',
          'Les données légales de chaque librairie (raison sociale, n° de TVA, siège, contacts) figurent sur sa page, accessible depuis le nom de la librairie dans la corbeille, sur la fiche du livre et dans la confirmation de commande.',
        ],
      },
      {
        heading: '2. La commande',
        blocks: [
          'La corbeille regroupe les livres par librairie ; un seul paiement passe commande à toutes. Chaque librairie confirme sa partie sous 48 heures : sa confirmation conclut le contrat avec elle. Si une librairie ne confirme pas à temps ou refuse des livres (par exemple parce que le dernier exemplaire a été vendu en boutique), la partie ou les exemplaires refusés vous sont intégralement remboursés. Vous recevez par e-mail la confirmation de la commande et de chaque étape.',
        ],
      },
      {
        heading: '3. Prix',
        blocks: [
          'Les prix sont en euros, TVA comprise. Les frais d’expédition de chaque librairie sont indiqués dans la corbeille et au paiement, avant de payer.',
          'Selon la loi italienne sur le prix du livre (loi 128/2011, modifiée par la loi 15/2020), la remise sur un livre neuf vendu à un consommateur ne peut dépasser 5 % du prix de couverture ; les codes de réduction ne vont jamais au-delà. Les exemplaires d’occasion ne sont pas concernés.',
        ],
      },
      {
        heading: '4. Paiement',
        blocks: [
          'Vous pouvez payer par carte (via Stripe), PayPal (via Braintree), virement bancaire ou avec le crédit de votre Borsellino. Les données de la carte ne sont traitées que par le prestataire de paiement. Une commande non payée dans le délai indiqué (5 jours pour un virement) est annulée et ses livres sont remis en vente.',
        ],
      },
      {
        heading: '5. Expédition et retrait',
        blocks: [
          'Chaque librairie expédie sa partie selon les modes et tarifs qu’elle affiche, ou la prépare pour un retrait en boutique lorsqu’elle le propose. Le risque de perte vous est transféré lorsque vous recevez ou retirez les livres. Les délais de livraison indiqués sont des estimations du transporteur.',
        ],
      },
      {
        heading: '6. Droit de rétractation',
        blocks: [
          'En tant que consommateur, vous pouvez vous rétracter sans motif dans les 14 jours suivant le jour où vous recevez ou retirez les livres (art. 52 et suivants du Code de la consommation italien). Une déclaration explicite à la librairie vendeuse ou à l’exploitant suffit, par exemple le modèle de formulaire de la page « Droit de rétractation », en lien au bas de chaque page.',
          'Renvoyez les livres à la librairie dans les 14 jours suivant votre rétractation ; les frais de retour sont à votre charge. Nous remboursons ce que vous avez payé, frais de livraison standard compris, dans les 14 jours suivant la rétractation, par le moyen de paiement utilisé (ou sur votre Borsellino si vous l’avez utilisé) ; le remboursement peut attendre le retour des livres.',
          'La rétractation ne s’applique pas aux enregistrements audio, vidéo ou logiciels scellés descellés après la livraison, ni aux journaux et périodiques (art. 59 du Code de la consommation).',
        ],
      },
      {
        heading: '7. Garantie légale',
        blocks: [
          'La librairie vendeuse répond de tout défaut de conformité qui apparaît dans les deux ans suivant la livraison (art. 128 et suivants du Code de la consommation). Signalez-le à la librairie ou à l’exploitant : le livre sera remplacé ou remboursé.',
        ],
      },
      {
        heading: '8. Réclamations',
        blocks: [
          'Pour une réclamation, écrivez à la librairie (ses contacts sont sur sa page) ou à l’exploitant : {email}, courrier électronique certifié {pec}. Nous répondons sous 15 jours ouvrables.',
        ],
      },
      {
        heading: '9. Règlement extrajudiciaire des litiges',
        blocks: [
          'Vous pouvez vous adresser à un organisme de règlement extrajudiciaire des litiges (REL) inscrit selon l’art. 141-decies du Code de la consommation italien. La plateforme européenne de règlement en ligne des litiges (RLL) n’accepte plus de nouvelles réclamations depuis le 20 juillet 2025 (règlement (UE) 2024/3228).',
        ],
      },
      {
        heading: '10. Droit applicable et juridiction',
        blocks: [
          'Le contrat est régi par le droit italien, sans priver le consommateur des règles plus protectrices du pays où il réside. Les litiges avec un consommateur relèvent du tribunal du lieu de sa résidence.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Politique de confidentialité',
    sections: [
      {
        heading: '1. Responsable du traitement',
        blocks: [
          '{company}, {office}, n° de TVA {vat}. Contact : {email}, courrier électronique certifié {pec}. Cette information est fournie selon l’art. 13 du règlement (UE) 2016/679 (RGPD).',
        ],
      },
      {
        heading: '2. Les données traitées',
        blocks: [
          {
            list: [
              'compte : prénom, nom, e-mail, langue, mot de passe (conservé seulement sous forme d’empreinte chiffrée) ;',
              'adresses de livraison et données de facturation (code fiscal, n° de TVA, courrier certifié ou code SDI si vous demandez une facture) ;',
              'commandes : livres, librairies, montants, notes, état des envois, remboursements ;',
              'mouvements du Borsellino et e-mails que nous vous envoyons ;',
              'données techniques : adresse IP et cookies techniques (voir la page sur les cookies). Nous ne traitons pas les données de carte : seul le prestataire de paiement les reçoit.',
            ],
          },
        ],
      },
      {
        heading: '3. Finalités et bases légales',
        blocks: [
          {
            list: [
              'gérer votre compte, vos commandes, paiements, envois, retours et l’assistance : exécution du contrat (art. 6, par. 1, b) RGPD) ;',
              'émettre les factures et tenir la comptabilité : obligation légale (art. 6, par. 1, c)) ;',
              'protéger le site et les comptes contre les abus, fraudes et tentatives répétées (limites par adresse IP) : intérêt légitime (art. 6, par. 1, f)).',
            ],
          },
          'Nous n’utilisons pas vos données pour la publicité, le profilage ou des décisions automatisées. Les données marquées comme obligatoires sont nécessaires pour commander.',
        ],
      },
      {
        heading: '4. Destinataires',
        blocks: [
          {
            list: [
              'les librairies auprès desquelles vous achetez, qui reçoivent votre nom, votre adresse de livraison, vos données de facturation et leur partie de la commande, en tant que responsables autonomes de la vente ;',
              'les prestataires de paiement (Stripe, PayPal/Braintree), responsables autonomes du paiement et de la prévention de la fraude ; ils peuvent transférer des données aux États-Unis sur la base du cadre de protection des données UE-États-Unis ou de clauses contractuelles types ;',
              'nos hébergeurs et prestataires d’envoi d’e-mails, sous-traitants agissant pour notre compte ;',
              'les autorités, lorsque la loi l’impose.',
            ],
          },
        ],
      },
      {
        heading: '5. Durée de conservation',
        blocks: [
          'Le compte jusqu’à sa suppression ; commandes, factures et écritures comptables pendant 10 ans (art. 2220 du Code civil italien) ; les registres des tentatives de connexion et des autres limites quelques heures ou jours ; le cookie de session 14 jours. À la suppression du compte, les données personnelles devenues inutiles sont effacées ou anonymisées.',
        ],
      },
      {
        heading: '6. Vos droits',
        blocks: [
          'Vous pouvez demander l’accès à vos données, leur rectification, leur effacement, la limitation du traitement et vous opposer au traitement fondé sur l’intérêt légitime (art. 15 à 21 RGPD) en écrivant à {email}. Nom, e-mail et adresses se corrigent aussi depuis Mon compte, où vous pouvez supprimer le compte.',
          'Portabilité : depuis Mon compte, vous téléchargez toutes vos données (compte, adresses, commandes avec leurs parties et lignes, mouvements du Borsellino, e-mails envoyés) dans un fichier JSON lisible par un autre service.',
        ],
      },
      {
        heading: '7. Réclamation',
        blocks: [
          'Si vous estimez que le traitement enfreint le RGPD, vous pouvez introduire une réclamation auprès de l’autorité italienne, le Garante per la protezione dei dati personali (https://www.garanteprivacy.it), ou de l’autorité de contrôle du pays de l’UE où vous résidez ou travaillez.',
        ],
      },
    ],
  },
  cookies: {
    title: 'Cookies',
    sections: [
      {
        heading: '1. Uniquement des cookies techniques',
        blocks: [
          'Ce site n’utilise que des cookies techniques, nécessaires à son fonctionnement : aucun cookie de profilage, de statistiques ou publicitaire de tiers. C’est pourquoi nous ne demandons pas votre consentement (art. 122 du Code italien de la vie privée ; lignes directrices du Garante sur les cookies, 10 juin 2021). Vous pouvez les supprimer dans les réglages du navigateur : sans eux, vous ne pourrez ni vous connecter ni commander.',
        ],
      },
      {
        heading: '2. Paiements',
        blocks: [
          'Lorsque vous payez par carte ou PayPal, le formulaire du prestataire de paiement (Stripe ou PayPal) peut déposer ses propres cookies contre la fraude, selon sa propre politique. Le paiement conserve dans votre navigateur (stockage local, pas un cookie) ce que vous avez saisi jusqu’à la commande.',
        ],
      },
    ],
    table: {
      caption: 'Les cookies que le site dépose',
      name: 'Nom',
      purpose: 'À quoi il sert',
      duration: 'Durée',
      days: '{days} jours',
    },
    purposes: {
      session:
        'Session : vous garde connecté, et la corbeille d’un visiteur sans compte (illisible par les scripts).',
      csrf: 'Sécurité : le code que chaque formulaire renvoie, contre les requêtes falsifiées par d’autres sites.',
      language: 'Langue : retient la langue choisie.',
    },
  },
  withdrawal: {
    title: 'Droit de rétractation',
    sections: [
      {
        heading: 'Comment se rétracter',
        blocks: [
          'Vous avez 14 jours à compter du jour où vous recevez ou retirez les livres pour vous rétracter sans motif. Remplissez et envoyez le formulaire ci-dessous à la librairie qui vous a vendu les livres (ses contacts sont sur sa page et dans la confirmation de commande) ou à {company}, {office}, e-mail {email}, courrier certifié {pec}, qui le transmet à la librairie. Toute autre déclaration explicite convient aussi. Les conditions de la rétractation figurent à l’article 6 des conditions de vente.',
        ],
      },
    ],
    form: {
      heading: 'Modèle de formulaire de rétractation',
      instruction:
        '(veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du contrat)',
      lines: [
        'À l’attention de (la librairie vendeuse : nom, adresse, e-mail ; ou {company}, {office}, {email}) :',
        'Je/nous (*) vous notifie/notifions (*) par la présente ma/notre (*) rétractation du contrat portant sur la vente du bien (*)/pour la prestation de services (*) ci-dessous :',
        'Commandé le (*)/reçu le (*) :',
        'Nom du (des) consommateur(s) :',
        'Adresse du (des) consommateur(s) :',
        'Signature du (des) consommateur(s) (uniquement en cas de notification du présent formulaire sur papier) :',
        'Date :',
      ],
      footnote: '(*) Rayez la mention inutile.',
      print: 'Imprimer le formulaire',
    },
  },
  accessibility: {
    title: 'Déclaration d’accessibilité',
    sections: [
      {
        heading: '1. Engagement',
        blocks: [
          '{company} s’engage à rendre {brand} accessible, comme l’exige l’acte européen sur l’accessibilité (directive (UE) 2019/882, transposée en Italie par le décret législatif 82/2022), en vigueur pour les services de commerce électronique depuis le 28 juin 2025. La référence technique est la norme EN 301 549, qui renvoie aux WCAG 2.1 niveau AA.',
        ],
      },
      {
        heading: '2. État de conformité',
        blocks: [
          'Le site est partiellement conforme aux WCAG 2.1 AA : chaque page s’utilise au seul clavier, avec un ordre de lecture et des noms de commandes vérifiés, et chaque page publique est contrôlée automatiquement (axe) à chaque modification. Ces limites subsistent :',
          {
            list: [
              'les champs de carte et la fenêtre PayPal sont fournis par le prestataire de paiement, dont nous ne maîtrisons pas l’accessibilité ;',
              'les couvertures des livres n’ont que le titre comme texte alternatif ;',
              'les fichiers téléchargeables des librairies (CSV, relevés) ne sont pas des documents accessibles structurés.',
            ],
          },
        ],
      },
      {
        heading: '3. Signalements et demandes',
        blocks: [
          'Si vous rencontrez un obstacle ou souhaitez un contenu dans un format accessible, écrivez à {email} en indiquant la page : nous répondons sous 30 jours.',
        ],
      },
      {
        heading: '4. Procédure de recours',
        blocks: [
          'Si la réponse ne vous satisfait pas ou n’arrive pas sous 30 jours, vous pouvez saisir l’Agence pour l’Italie numérique (AgID), autorité de surveillance de l’accessibilité des services en Italie : https://www.agid.gov.it',
        ],
      },
      {
        heading: '5. Établissement',
        blocks: [
          'Déclaration établie le 28 novembre 2026 à partir d’un contrôle interne (tests automatiques et essais au clavier et au lecteur d’écran).',
        ],
      },
    ],
  },
  legalNotice: {
    title: 'Mentions légales',
    sections: [
      {
        heading: '1. L’exploitant du site',
        blocks: [
          '{brand} est exploité par la société indiquée ci-dessous (art. 2250 du Code civil italien ; art. 7 du décret législatif 70/2003).',
        ],
      },
      {
        heading: '2. Les librairies',
        blocks: [
          'Chaque librairie vend en son propre nom : ses données légales (raison sociale, n° de TVA, siège social) et ses contacts figurent sur sa page, dans la section « Le vendeur ».',
        ],
      },
      {
        heading: '3. Contenus',
        blocks: [
          'Les textes, graphismes et logiciels du site appartiennent à l’exploitant ou à leurs auteurs ; les couvertures et descriptions des livres à leurs éditeurs. Ils ne peuvent être reproduits sans autorisation, sauf dans les cas prévus par la loi.',
        ],
      },
    ],
    fields: {
      companyName: 'Raison sociale',
      registeredOffice: 'Siège social',
      vatNumber: 'N° de TVA',
      rea: 'Registre des entreprises (REA)',
      shareCapital: 'Capital social',
      pec: 'Courrier électronique certifié (PEC)',
      email: 'E-mail',
    },
  },
};
