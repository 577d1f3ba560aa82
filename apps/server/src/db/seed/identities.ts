import type { OpeningHours, SellerIdentity } from '@scaffale/domain/seller-identity';
import {
  IL_SEGNALIBRO,
  LIBRAIRIE_DU_QUAI,
  LIBRERIA_CENTRALE,
  LIBRERIA_DEL_PORTO,
  PAGINE_SPARSE,
} from './catalogue.ts';

// The demo bookshops as sellers (docs/spec/marketplace.md §8): invented companies and people,
// with VAT numbers, tax codes and IBANs whose check digits are right (the IBANs are the
// example one of the Italian banks' guides and others made up like it: nobody's account).

const day = (...ranges: [string, string][]) => ranges.map(([from, to]) => ({ from, to }));
const SPLIT = day(['09:30', '13:00'], ['15:30', '19:30']);
const CLOSED = day();

/** Tuesday to Saturday, split at lunch; Monday afternoon only; Sunday closed. */
const SHOP_WEEK: OpeningHours = [
  day(['15:30', '19:30']),
  SPLIT,
  SPLIT,
  SPLIT,
  SPLIT,
  SPLIT,
  CLOSED,
];
const LONG_WEEK: OpeningHours = [
  day(['10:00', '19:30']),
  day(['10:00', '19:30']),
  day(['10:00', '19:30']),
  day(['10:00', '19:30']),
  day(['10:00', '19:30']),
  day(['10:00', '20:00']),
  day(['10:00', '13:00']),
];

export const DEMO_IDENTITIES: Readonly<Record<string, SellerIdentity>> = {
  [LIBRERIA_CENTRALE]: {
    legalName: 'Libreria Centrale S.r.l.',
    vatNumber: '04827310154',
    taxCode: '04827310154',
    registeredAddress: {
      street: 'Via Dante 12',
      postalCode: '20121',
      city: 'Milano',
      province: 'MI',
      country: 'IT',
    },
    iban: 'IT60X0542811101000000123456',
    pec: 'libreriacentrale@pec.example.it',
    sdiCode: 'M5UXCR1',
    contactEmail: 'info@libreriacentrale.example.it',
    contactPhone: '+39 02 8641 2290',
    shopAddress: { street: 'Via Dante 12', postalCode: '20121', city: 'Milano' },
    openingHours: LONG_WEEK,
  },
  [IL_SEGNALIBRO]: {
    legalName: 'Il Segnalibro di Mario Rossi',
    vatNumber: '07193840126',
    // A sole trader: the owner's own codice fiscale, never shown to buyers.
    taxCode: 'RSSMRA85T10A562S',
    registeredAddress: {
      street: 'Via Po 7',
      postalCode: '10124',
      city: 'Torino',
      province: 'TO',
      country: 'IT',
    },
    iban: 'IT61X0306909606100000012345',
    pec: 'ilsegnalibro@pec.example.it',
    sdiCode: '0000000',
    contactEmail: 'ciao@ilsegnalibro.example.it',
    contactPhone: '+39 011 812 4455',
    shopAddress: { street: 'Via Po 7', postalCode: '10124', city: 'Torino' },
    openingHours: SHOP_WEEK,
  },
  [LIBRERIA_DEL_PORTO]: {
    legalName: 'Libreria del Porto S.n.c. di Bruzzone e Parodi',
    vatNumber: '02658170101',
    taxCode: '02658170101',
    registeredAddress: {
      street: 'Via San Lorenzo 21',
      postalCode: '16123',
      city: 'Genova',
      province: 'GE',
      country: 'IT',
    },
    iban: 'IT32K0200801633000104567891',
    pec: 'libreriadelporto@pec.example.it',
    sdiCode: 'KRRH6B9',
    contactEmail: 'banco@libreriadelporto.example.it',
    contactPhone: '+39 010 246 1180',
    shopAddress: { street: 'Calata Cattaneo 3', postalCode: '16128', city: 'Genova' },
    openingHours: SHOP_WEEK,
  },
  [PAGINE_SPARSE]: {
    legalName: 'Pagine Sparse Società Cooperativa',
    vatNumber: '03917560371',
    taxCode: '03917560371',
    registeredAddress: {
      street: 'Via del Pratello 40',
      postalCode: '40122',
      city: 'Bologna',
      province: 'BO',
      country: 'IT',
    },
    iban: 'IT39Y0503401753000000007788',
    pec: 'paginesparse@pec.example.it',
    sdiCode: 'SUBM70N',
    contactEmail: 'libri@paginesparse.example.it',
    contactPhone: '+39 051 644 0371',
    shopAddress: { street: 'Via del Pratello 40', postalCode: '40122', city: 'Bologna' },
    openingHours: SHOP_WEEK,
  },
  [LIBRAIRIE_DU_QUAI]: {
    legalName: 'Librairie du Quai SARL',
    vatNumber: 'FR44732829320',
    taxCode: null,
    registeredAddress: {
      street: '3 quai des États-Unis',
      postalCode: '06300',
      city: 'Nice',
      province: null,
      country: 'FR',
    },
    iban: 'FR7630006000011234567890189',
    pec: null,
    sdiCode: null,
    contactEmail: 'bonjour@librairieduquai.example.fr',
    contactPhone: '+33 4 93 62 18 40',
    shopAddress: { street: '3 quai des États-Unis', postalCode: '06300', city: 'Nice' },
    openingHours: LONG_WEEK,
  },
};
