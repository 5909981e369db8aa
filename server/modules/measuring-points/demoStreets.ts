/** A street of a demo town: where house number 1 and its last number lie, and its postcode and town. */
export interface DemoStreet {
  name: string;
  postcode: string;
  town: string;
  from: [number, number];
  to: [number, number];
  lastNumber: number;
}

const street = (
  name: string,
  postcode: string,
  town: string,
  from: [number, number],
  to: [number, number],
  lastNumber: number,
): DemoStreet => ({ name, postcode, town, from, to, lastNumber });

/** Real streets of Vienna, Linz and Graz (the demo companies' towns), their ends approximately placed. */
export const DEMO_STREETS: Record<string, DemoStreet[]> = {
  'Aqua Distribution': [
    street('Mariahilfer Straße', '1070', 'Wien', [48.1962, 16.339], [48.2011, 16.3603], 160),
    street('Landstraßer Hauptstraße', '1030', 'Wien', [48.2058, 16.385], [48.1935, 16.396], 180),
    street('Favoritenstraße', '1100', 'Wien', [48.188, 16.372], [48.169, 16.379], 220),
    street('Währinger Straße', '1090', 'Wien', [48.215, 16.36], [48.226, 16.344], 120),
    street('Praterstraße', '1020', 'Wien', [48.2145, 16.38], [48.2175, 16.392], 70),
    street('Wiedner Hauptstraße', '1040', 'Wien', [48.199, 16.368], [48.186, 16.36], 140),
    street('Thaliastraße', '1160', 'Wien', [48.2085, 16.337], [48.2115, 16.305], 150),
    street('Brünner Straße', '1210', 'Wien', [48.26, 16.4], [48.29, 16.41], 200),
  ],
  'Riverside Water Works': [
    street('Landstraße', '4020', 'Linz', [48.305, 14.287], [48.296, 14.292], 120),
    street('Wiener Straße', '4020', 'Linz', [48.293, 14.296], [48.275, 14.313], 300),
    street('Freistädter Straße', '4040', 'Linz', [48.315, 14.29], [48.33, 14.295], 320),
    street('Hauptstraße', '4040', 'Linz', [48.3105, 14.2835], [48.316, 14.279], 90),
    street('Dauphinestraße', '4030', 'Linz', [48.27, 14.3], [48.26, 14.305], 200),
    street('Leonfeldner Straße', '4040', 'Linz', [48.319, 14.278], [48.338, 14.27], 260),
    street('Unionstraße', '4020', 'Linz', [48.293, 14.287], [48.285, 14.275], 110),
    street('Salzburger Straße', '4020', 'Linz', [48.282, 14.26], [48.278, 14.24], 240),
  ],
  'Hillcrest Utilities': [
    street('Herrengasse', '8010', 'Graz', [47.0715, 15.4385], [47.068, 15.442], 28),
    street('Annenstraße', '8020', 'Graz', [47.071, 15.429], [47.072, 15.413], 70),
    street('Elisabethstraße', '8010', 'Graz', [47.0705, 15.448], [47.074, 15.462], 110),
    street('Triester Straße', '8020', 'Graz', [47.06, 15.43], [47.04, 15.425], 280),
    street('Wiener Straße', '8020', 'Graz', [47.08, 15.42], [47.1, 15.405], 250),
    street('Leonhardstraße', '8010', 'Graz', [47.07, 15.45], [47.069, 15.465], 130),
    street('Conrad-von-Hötzendorf-Straße', '8010', 'Graz', [47.063, 15.445], [47.045, 15.45], 180),
    street('Kärntner Straße', '8020', 'Graz', [47.055, 15.42], [47.03, 15.41], 400),
  ],
};
