import type { CrmRecord } from './crmAdapter.ts';

const account = (
  customer_account: string,
  name: string,
  city: string,
  zip: string,
  country: string,
  address: string,
  area: string,
  sales_representative: string,
  mailing_list: string[] = [],
): CrmRecord => ({ customer_account, name, city, zip, country, address, area, sales_representative, mailing_list });

/** The bundled demo CRM: plausible utilities, one of them (C-2001) already a portal company. */
export const DEMO_CRM_ACCOUNTS: readonly CrmRecord[] = [
  account('C-2001', 'Riverside Water Works', 'Linz', '4020', 'AT', 'Donaulände 3', 'Upper Austria', 'Anna Berger'),
  account('C-3101', 'Lakeside Municipal Water', 'Bregenz', '6900', 'AT', 'Seestrasse 4', 'Vorarlberg', 'Anna Berger', ['water@lakeside.example.com']),
  account('C-3102', 'Alpine Springs Utility', 'Innsbruck', '6020', 'AT', 'Maria-Theresien-Strasse 9', 'Tyrol', 'Jonas Huber'),
  account('C-3103', 'Stadtwerke Mittelfeld', 'Munich', '80331', 'DE', 'Marienplatz 2', 'Bavaria', 'Jonas Huber', ['zaehler@mittelfeld.example.de']),
  account('C-3104', 'Wasserverband Nordheide', 'Hamburg', '20095', 'DE', 'Jungfernstieg 15', 'Hamburg', 'Lea Schmidt'),
  account('C-3105', 'Eaux du Val Clair', 'Lyon', '69002', 'FR', 'Quai Saint-Antoine 21', 'Auvergne-Rhône-Alpes', 'Camille Martin', ['releves@valclair.example.fr']),
  account('C-3106', 'Wodociągi Zielona Dolina', 'Kraków', '31-001', 'PL', 'Rynek Główny 8', 'Lesser Poland', 'Piotr Nowak'),
  account('C-3107', 'Hydreio Thessalias', 'Larissa', '41222', 'GR', 'Odos Kouma 5', 'Thessaly', 'Eleni Papadopoulou'),
  account('D-4101', 'Nordic Meter Distribution', 'Aarhus', '8000', 'DK', 'Åboulevarden 30', 'Jutland', 'Lea Schmidt', ['ops@nordicmeter.example.com']),
  account('D-4102', 'Helvetic Flow Partners', 'Bern', '3011', 'CH', 'Marktgasse 40', 'Bern', 'Jonas Huber'),
  account('C-3108', 'Greenfield Water Cooperative', 'Salzburg', '5020', 'AT', 'Getreidegasse 17', 'Salzburg', 'Anna Berger'),
  account('C-3109', 'Aquaservice Costa Verde', 'Porto', '4050-253', 'PT', 'Rua das Flores 60', 'Norte', 'Camille Martin'),
];
