import type { LegalTexts } from '../legal-text-types';
// The pages' styles come with their words, not with the chunk the footer loads on every page.
import '../legal.css';

// docs/spec/legal-pages.md: what each page must say, and why.

export const texts: LegalTexts = {
  updated: 'Ultimo aggiornamento: 28 novembre 2026',
  terms: {
    title: 'Condizioni generali di vendita',
    sections: [
      {
        heading: '1. Chi vende',
        blocks: [
          '{brand} è un mercato online gestito da {company}, {office}, P. IVA {vat} (il «gestore»), che riunisce librerie indipendenti. Ogni libreria è il venditore dei libri che spedisce o consegna: il contratto di vendita di ciascuna parte dell’ordine è concluso tra te e quella libreria. Il gestore mette a disposizione il sito, raccoglie il pagamento per conto delle librerie e ti assiste.',
          'I dati legali di ogni libreria (ragione sociale, partita IVA, sede, contatti) sono sulla sua pagina, aperta dal nome della libreria nel carrello, nella scheda del libro e nella conferma d’ordine.',
        ],
      },
      {
        heading: '2. L’ordine',
        blocks: [
          'Il carrello raggruppa i libri per libreria; con un solo pagamento ordini a tutte. Ogni libreria conferma la sua parte entro 48 ore: con la conferma il contratto con quella libreria è concluso. Se una libreria non conferma in tempo o rifiuta dei libri (per esempio perché l’ultima copia è stata venduta in negozio), la parte o le copie rifiutate ti sono rimborsate per intero. Ricevi per email la conferma dell’ordine e di ogni passaggio.',
        ],
      },
      {
        heading: '3. Prezzi',
        blocks: [
          'I prezzi sono in euro e comprendono l’IVA. Le spese di spedizione di ogni libreria sono indicate nel carrello e nel checkout prima del pagamento.',
          'Per la legge sul prezzo dei libri (L. 128/2011, modificata dalla L. 15/2020) lo sconto su un libro nuovo venduto a un consumatore non può superare il 5% del prezzo di copertina; i codici sconto non vanno oltre questo limite. Le copie usate non hanno questo limite.',
        ],
      },
      {
        heading: '4. Pagamento',
        blocks: [
          'Puoi pagare con carta (tramite Stripe), PayPal (tramite Braintree), bonifico bancario o con il credito del Borsellino. I dati della carta sono trattati solo dal fornitore del pagamento. Un ordine non pagato entro il tempo indicato (5 giorni per il bonifico) è annullato e i libri tornano in vendita.',
        ],
      },
      {
        heading: '5. Spedizione e ritiro',
        blocks: [
          'Ogni libreria spedisce la sua parte con i tipi di spedizione e le tariffe che mostra, oppure la prepara per il ritiro in negozio quando lo offre. Il rischio della perdita dei libri passa a te quando li ricevi o li ritiri. I tempi di consegna indicati sono stime del corriere.',
        ],
      },
      {
        heading: '6. Diritto di recesso',
        blocks: [
          'Se sei un consumatore puoi recedere dall’acquisto senza indicarne il motivo entro 14 giorni dal giorno in cui ricevi o ritiri i libri (artt. 52 e seguenti del Codice del consumo). Per esercitarlo basta una dichiarazione esplicita alla libreria venditrice o al gestore, per esempio con il modulo di recesso tipo della pagina «Diritto di recesso», linkata in fondo a ogni pagina.',
          'Restituisci i libri alla libreria entro 14 giorni dalla comunicazione del recesso; il costo della restituzione è a tuo carico. Ti rimborsiamo entro 14 giorni dal recesso quanto hai pagato, comprese le spese della spedizione standard, con lo stesso mezzo di pagamento (o nel Borsellino, se lo hai usato); il rimborso può essere sospeso finché i libri non sono tornati.',
          'Il recesso non si applica a registrazioni audio, video o software sigillati aperti dopo la consegna, né a giornali e periodici (art. 59 del Codice del consumo).',
        ],
      },
      {
        heading: '7. Garanzia legale',
        blocks: [
          'La libreria venditrice risponde di ogni difetto di conformità che si manifesta entro due anni dalla consegna (artt. 128 e seguenti del Codice del consumo). Segnalalo alla libreria o al gestore: avrai la sostituzione del libro o il rimborso.',
        ],
      },
      {
        heading: '8. Reclami',
        blocks: [
          'Per un reclamo scrivi alla libreria (i contatti sono sulla sua pagina) oppure al gestore: {email}, PEC {pec}. Rispondiamo entro 15 giorni lavorativi.',
        ],
      },
      {
        heading: '9. Risoluzione alternativa delle controversie',
        blocks: [
          'Puoi rivolgerti a un organismo di risoluzione alternativa delle controversie (ADR) iscritto negli elenchi previsti dall’art. 141-decies del Codice del consumo. La piattaforma europea ODR per le controversie online non accetta nuovi reclami dal 20 luglio 2025 (Regolamento (UE) 2024/3228).',
        ],
      },
      {
        heading: '10. Legge applicabile e foro',
        blocks: [
          'Il contratto è regolato dalla legge italiana, salve le norme più favorevoli del Paese in cui risiedi se sei un consumatore. Per le controversie con un consumatore è competente il giudice del luogo in cui il consumatore risiede.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Informativa sul trattamento dei dati personali',
    sections: [
      {
        heading: '1. Titolare del trattamento',
        blocks: [
          '{company}, {office}, P. IVA {vat}. Contatti: {email}, PEC {pec}. Questa informativa è resa ai sensi dell’art. 13 del Regolamento (UE) 2016/679 (GDPR).',
        ],
      },
      {
        heading: '2. Quali dati trattiamo',
        blocks: [
          {
            list: [
              'account: nome, cognome, email, lingua, password (conservata solo come impronta cifrata);',
              'indirizzi di spedizione e dati di fatturazione (codice fiscale, partita IVA, PEC o codice SDI quando chiedi la fattura);',
              'ordini: libri, librerie, importi, note, stato delle spedizioni, rimborsi;',
              'movimenti del Borsellino e messaggi email che ti inviamo;',
              'dati tecnici: indirizzo IP e cookie tecnici (vedi la pagina sui cookie). Non trattiamo i dati della carta: li riceve solo il fornitore del pagamento.',
            ],
          },
        ],
      },
      {
        heading: '3. Finalità e basi giuridiche',
        blocks: [
          {
            list: [
              'gestire l’account, gli ordini, i pagamenti, le spedizioni, i resi e l’assistenza: esecuzione del contratto (art. 6.1.b GDPR);',
              'emettere fatture e tenere le scritture contabili e fiscali: obbligo di legge (art. 6.1.c);',
              'proteggere il sito e gli account da abusi, frodi e tentativi ripetuti (limiti per indirizzo IP): legittimo interesse (art. 6.1.f).',
            ],
          },
          'Non usiamo i tuoi dati per pubblicità, profilazione o decisioni automatizzate. Fornire i dati segnati come obbligatori è necessario per concludere l’ordine.',
        ],
      },
      {
        heading: '4. Destinatari',
        blocks: [
          {
            list: [
              'le librerie da cui compri, che ricevono nome, indirizzo di spedizione, dati di fatturazione e contenuto della loro parte dell’ordine, come titolari autonomi per la vendita;',
              'i fornitori dei pagamenti (Stripe, PayPal/Braintree), titolari autonomi per il pagamento e la prevenzione delle frodi; possono trasferire dati negli Stati Uniti sulla base del Data Privacy Framework UE-USA o di clausole contrattuali standard;',
              'i fornitori di hosting e di invio email, responsabili del trattamento per nostro conto;',
              'le autorità, quando la legge lo impone.',
            ],
          },
        ],
      },
      {
        heading: '5. Per quanto tempo',
        blocks: [
          'L’account finché non lo elimini; ordini, fatture e scritture contabili per 10 anni (art. 2220 del Codice civile); i registri dei tentativi di accesso e degli altri limiti per poche ore o giorni; il cookie di sessione 14 giorni. Eliminando l’account i dati personali non più necessari sono cancellati o resi anonimi.',
        ],
      },
      {
        heading: '6. I tuoi diritti',
        blocks: [
          'Puoi chiedere l’accesso ai tuoi dati, la rettifica, la cancellazione, la limitazione del trattamento e opporti al trattamento basato sul legittimo interesse (artt. 15-21 GDPR), scrivendo a {email}. Nome, email e indirizzi si correggono anche dalla tua Area personale, dove puoi eliminare l’account.',
          'Portabilità: dall’Area personale scarichi in un file JSON tutti i tuoi dati (account, indirizzi, ordini con le loro parti e righe, movimenti del Borsellino, email inviate), leggibile da un altro servizio.',
        ],
      },
      {
        heading: '7. Reclamo',
        blocks: [
          'Se ritieni che il trattamento violi il GDPR puoi proporre reclamo al Garante per la protezione dei dati personali (https://www.garanteprivacy.it) o all’autorità di controllo del Paese UE in cui risiedi o lavori.',
        ],
      },
    ],
  },
  cookies: {
    title: 'Cookie',
    sections: [
      {
        heading: '1. Solo cookie tecnici',
        blocks: [
          'Questo sito usa solo cookie tecnici, necessari a farlo funzionare: nessun cookie di profilazione, di statistica o di terze parti per pubblicità. Per questo non ti chiediamo il consenso (art. 122 del Codice privacy; Linee guida cookie del Garante, 10 giugno 2021). Puoi cancellarli dalle impostazioni del browser: senza di loro non potrai accedere né ordinare.',
        ],
      },
      {
        heading: '2. Pagamenti',
        blocks: [
          'Quando paghi con carta o PayPal, il modulo del fornitore del pagamento (Stripe o PayPal) può impostare cookie propri per prevenire le frodi, secondo la sua informativa. Il checkout conserva nel browser (archiviazione locale, non un cookie) quanto hai scritto finché l’ordine non è concluso.',
        ],
      },
    ],
    table: {
      caption: 'I cookie che il sito imposta',
      name: 'Nome',
      purpose: 'A cosa serve',
      duration: 'Durata',
      days: '{days} giorni',
    },
    purposes: {
      session:
        'Sessione: mantiene l’accesso e il carrello di chi non ha ancora un account (non leggibile dagli script).',
      csrf: 'Sicurezza: il codice che ogni modulo rimanda, contro le richieste falsificate da altri siti.',
      language: 'Lingua: ricorda la lingua scelta.',
    },
  },
  withdrawal: {
    title: 'Diritto di recesso',
    sections: [
      {
        heading: 'Come recedere',
        blocks: [
          'Hai 14 giorni dal giorno in cui ricevi o ritiri i libri per recedere senza dare un motivo. Compila e invia il modulo qui sotto alla libreria che ti ha venduto i libri (i suoi contatti sono sulla sua pagina e nella conferma d’ordine) oppure a {company}, {office}, email {email}, PEC {pec}, che lo inoltra alla libreria. Puoi anche usare qualsiasi altra dichiarazione esplicita. Le condizioni del recesso sono al punto 6 delle condizioni di vendita.',
        ],
      },
    ],
    form: {
      heading: 'Modulo di recesso tipo',
      instruction:
        '(compilare e restituire il presente modulo solo se si desidera recedere dal contratto)',
      lines: [
        'Destinatario (la libreria venditrice: nome, indirizzo, email; oppure {company}, {office}, {email}):',
        'Con la presente io/noi (*) notifichiamo il recesso dal mio/nostro (*) contratto di vendita dei seguenti beni/servizi (*):',
        'Ordinato il (*)/ricevuto il (*):',
        'Nome del/dei consumatore(i):',
        'Indirizzo del/dei consumatore(i):',
        'Firma del/dei consumatore(i) (solo se il presente modulo è notificato in versione cartacea):',
        'Data:',
      ],
      footnote: '(*) Cancellare la dicitura inutile.',
      print: 'Stampa il modulo',
    },
  },
  accessibility: {
    title: 'Dichiarazione di accessibilità',
    sections: [
      {
        heading: '1. Impegno',
        blocks: [
          '{company} si impegna a rendere {brand} accessibile, come richiede l’Atto europeo sull’accessibilità (Direttiva (UE) 2019/882, recepita con il D.lgs. 82/2022), in vigore per i servizi di commercio elettronico dal 28 giugno 2025. Il riferimento tecnico è la norma EN 301 549, che richiama le WCAG 2.1 livello AA.',
        ],
      },
      {
        heading: '2. Stato di conformità',
        blocks: [
          'Il sito è parzialmente conforme alle WCAG 2.1 AA: ogni pagina si usa con la sola tastiera, ha un ordine di lettura e nomi dei comandi verificati, e ogni pagina pubblica è controllata automaticamente (axe) a ogni modifica. Restano i limiti seguenti:',
          {
            list: [
              'i campi della carta e la finestra di PayPal sono forniti dal fornitore del pagamento, di cui non controlliamo l’accessibilità;',
              'le copertine dei libri hanno come testo alternativo solo il titolo;',
              'i file scaricabili delle librerie (CSV, estratti) non sono documenti accessibili strutturati.',
            ],
          },
        ],
      },
      {
        heading: '3. Segnalazioni e richieste',
        blocks: [
          'Se incontri una barriera o vuoi ricevere un contenuto in un formato accessibile, scrivi a {email} indicando la pagina: rispondiamo entro 30 giorni.',
        ],
      },
      {
        heading: '4. Procedura di attuazione',
        blocks: [
          'Se la risposta non è soddisfacente o non arriva entro 30 giorni, puoi rivolgerti all’Agenzia per l’Italia Digitale (AgID), autorità di vigilanza per l’accessibilità dei servizi in Italia: https://www.agid.gov.it',
        ],
      },
      {
        heading: '5. Redazione',
        blocks: [
          'Dichiarazione redatta il 28 novembre 2026 sulla base di una verifica interna (test automatici e prove con tastiera e lettore di schermo).',
        ],
      },
    ],
  },
  legalNotice: {
    title: 'Note legali',
    sections: [
      {
        heading: '1. Il gestore del sito',
        blocks: [
          '{brand} è gestito dalla società indicata qui sotto (art. 2250 del Codice civile; art. 7 del D.lgs. 70/2003).',
        ],
      },
      {
        heading: '2. Le librerie',
        blocks: [
          'Ogni libreria vende in proprio nome: i suoi dati legali (ragione sociale, partita IVA, sede legale) e i contatti sono nella sua pagina, nella sezione «Chi vende».',
        ],
      },
      {
        heading: '3. Contenuti',
        blocks: [
          'Testi, grafica e software del sito appartengono al gestore o ai loro autori; copertine e descrizioni dei libri agli editori. Non possono essere riprodotti senza permesso, salvo gli usi consentiti dalla legge.',
        ],
      },
    ],
    fields: {
      companyName: 'Ragione sociale',
      registeredOffice: 'Sede legale',
      vatNumber: 'Partita IVA',
      rea: 'Iscrizione REA',
      shareCapital: 'Capitale sociale',
      pec: 'PEC',
      email: 'Email',
    },
  },
};
