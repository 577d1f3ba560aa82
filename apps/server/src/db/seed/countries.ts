import type { Insertable } from 'kysely';
import type { CountriesTable } from '../types.ts';

type Country = Insertable<CountriesTable>;

function country(code: string, it: string, en: string, fr: string, es: string): Country {
  return { code, name_it: it, name_en: en, name_fr: fr, name_es: es };
}

/** EU-27, the rest of western Europe's neighbours (incl. San Marino and the Holy See), US, CA. */
export const DEMO_COUNTRIES: readonly Country[] = [
  country('AT', 'Austria', 'Austria', 'Autriche', 'Austria'),
  country('BE', 'Belgio', 'Belgium', 'Belgique', 'Bélgica'),
  country('BG', 'Bulgaria', 'Bulgaria', 'Bulgarie', 'Bulgaria'),
  country('HR', 'Croazia', 'Croatia', 'Croatie', 'Croacia'),
  country('CY', 'Cipro', 'Cyprus', 'Chypre', 'Chipre'),
  country('CZ', 'Repubblica Ceca', 'Czechia', 'Tchéquie', 'Chequia'),
  country('DK', 'Danimarca', 'Denmark', 'Danemark', 'Dinamarca'),
  country('EE', 'Estonia', 'Estonia', 'Estonie', 'Estonia'),
  country('FI', 'Finlandia', 'Finland', 'Finlande', 'Finlandia'),
  country('FR', 'Francia', 'France', 'France', 'Francia'),
  country('DE', 'Germania', 'Germany', 'Allemagne', 'Alemania'),
  country('GR', 'Grecia', 'Greece', 'Grèce', 'Grecia'),
  country('HU', 'Ungheria', 'Hungary', 'Hongrie', 'Hungría'),
  country('IE', 'Irlanda', 'Ireland', 'Irlande', 'Irlanda'),
  country('IT', 'Italia', 'Italy', 'Italie', 'Italia'),
  country('LV', 'Lettonia', 'Latvia', 'Lettonie', 'Letonia'),
  country('LT', 'Lituania', 'Lithuania', 'Lituanie', 'Lituania'),
  country('LU', 'Lussemburgo', 'Luxembourg', 'Luxembourg', 'Luxemburgo'),
  country('MT', 'Malta', 'Malta', 'Malte', 'Malta'),
  country('NL', 'Paesi Bassi', 'Netherlands', 'Pays-Bas', 'Países Bajos'),
  country('PL', 'Polonia', 'Poland', 'Pologne', 'Polonia'),
  country('PT', 'Portogallo', 'Portugal', 'Portugal', 'Portugal'),
  country('RO', 'Romania', 'Romania', 'Roumanie', 'Rumanía'),
  country('SK', 'Slovacchia', 'Slovakia', 'Slovaquie', 'Eslovaquia'),
  country('SI', 'Slovenia', 'Slovenia', 'Slovénie', 'Eslovenia'),
  country('ES', 'Spagna', 'Spain', 'Espagne', 'España'),
  country('SE', 'Svezia', 'Sweden', 'Suède', 'Suecia'),
  country('GB', 'Regno Unito', 'United Kingdom', 'Royaume-Uni', 'Reino Unido'),
  country('CH', 'Svizzera', 'Switzerland', 'Suisse', 'Suiza'),
  country('NO', 'Norvegia', 'Norway', 'Norvège', 'Noruega'),
  country('IS', 'Islanda', 'Iceland', 'Islande', 'Islandia'),
  country('LI', 'Liechtenstein', 'Liechtenstein', 'Liechtenstein', 'Liechtenstein'),
  country('MC', 'Monaco', 'Monaco', 'Monaco', 'Mónaco'),
  country('AD', 'Andorra', 'Andorra', 'Andorre', 'Andorra'),
  country('SM', 'San Marino', 'San Marino', 'Saint-Marin', 'San Marino'),
  country('VA', 'Città del Vaticano', 'Vatican City', 'Vatican', 'Ciudad del Vaticano'),
  country('US', 'Stati Uniti', 'United States', 'États-Unis', 'Estados Unidos'),
  country('CA', 'Canada', 'Canada', 'Canada', 'Canadá'),
];
