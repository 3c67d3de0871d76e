/** Cars: brands with their world manufacturer identifiers, models, modifications and prices. */

export interface CarModel {
  brand: string;
  /** The VIN's first three characters. */
  wmi: string;
  production: 'domestic' | 'foreign';
  model: string;
  /** The price of the new car, roubles. */
  price: number;
  modifications: readonly string[];
}

const m = (
  brand: string,
  wmi: string,
  production: 'domestic' | 'foreign',
  model: string,
  price: number,
  modifications: string[],
): CarModel => ({ brand, wmi, production, model, price, modifications });

export const CAR_MODELS: readonly CarModel[] = [
  m('LADA', 'XTA', 'domestic', 'Granta', 950_000, ['1.6 MT (90 л.с.)', '1.6 AT (98 л.с.)']),
  m('LADA', 'XTA', 'domestic', 'Vesta', 1_450_000, ['1.6 MT (106 л.с.)', '1.8 CVT (122 л.с.)']),
  m('LADA', 'XTA', 'domestic', 'Niva Travel', 1_250_000, ['1.7 MT (80 л.с.)']),
  m('LADA', 'XTA', 'domestic', 'Largus', 1_600_000, ['1.6 MT (90 л.с.)', '1.6 MT (106 л.с.)']),
  m('УАЗ', 'XTT', 'domestic', 'Патриот', 1_850_000, ['2.7 MT (150 л.с.)', '2.7 AT (150 л.с.)']),
  m('Москвич', 'XTB', 'domestic', '3', 2_300_000, ['1.5T CVT (150 л.с.)']),
  m('Kia', 'XWE', 'foreign', 'Rio', 1_700_000, ['1.4 MT (100 л.с.)', '1.6 AT (123 л.с.)']),
  m('Kia', 'XWE', 'foreign', 'Sportage', 3_200_000, ['2.0 AT (150 л.с.)', '2.5 AT (190 л.с.)']),
  m('Hyundai', 'Z94', 'foreign', 'Solaris', 1_650_000, ['1.4 MT (100 л.с.)', '1.6 AT (123 л.с.)']),
  m('Hyundai', 'Z94', 'foreign', 'Creta', 2_400_000, ['1.6 AT (123 л.с.)', '2.0 AT (149 л.с.)']),
  m('Toyota', 'JTN', 'foreign', 'Camry', 3_900_000, ['2.5 AT (200 л.с.)', '3.5 AT (249 л.с.)']),
  m('Toyota', 'JTM', 'foreign', 'RAV4', 3_700_000, ['2.0 CVT (149 л.с.)', '2.5 AT (199 л.с.)']),
  m('Volkswagen', 'XW8', 'foreign', 'Polo', 1_800_000, ['1.6 MT (110 л.с.)', '1.4 TSI DSG (125 л.с.)']),
  m('Volkswagen', 'XW8', 'foreign', 'Tiguan', 3_500_000, ['1.4 TSI DSG (150 л.с.)', '2.0 TSI DSG (180 л.с.)']),
  m('Skoda', 'XW8', 'foreign', 'Octavia', 2_500_000, ['1.4 TSI AT (150 л.с.)', '1.8 TSI DSG (180 л.с.)']),
  m('Renault', 'X7L', 'foreign', 'Duster', 1_900_000, ['1.6 MT (114 л.с.)', '1.3 TCe CVT (150 л.с.)']),
  m('Chery', 'LVV', 'foreign', 'Tiggo 7 Pro Max', 2_700_000, ['1.5T CVT (147 л.с.)', '1.6T DCT (186 л.с.)']),
  m('Haval', 'XZG', 'foreign', 'Jolion', 2_300_000, ['1.5T DCT (143 л.с.)']),
  m('Haval', 'XZG', 'foreign', 'F7', 2_900_000, ['1.5T DCT (150 л.с.)', '2.0T DCT (190 л.с.)']),
  m('Geely', 'L6T', 'foreign', 'Coolray', 2_400_000, ['1.5T DCT (150 л.с.)']),
  m('Geely', 'L6T', 'foreign', 'Monjaro', 4_300_000, ['2.0T AT (238 л.с.)']),
  m('BMW', 'WBA', 'foreign', 'X5', 9_500_000, ['xDrive30d AT (249 л.с.)', 'xDrive40i AT (340 л.с.)']),
  m('Mercedes-Benz', 'WDD', 'foreign', 'E-Класс', 7_800_000, ['E 200 AT (197 л.с.)', 'E 300 AT (258 л.с.)']),
  m('Audi', 'WAU', 'foreign', 'A6', 6_500_000, ['45 TFSI quattro AT (245 л.с.)']),
];

/** The letters a VIN may hold (no I, O, Q). */
export const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
/** The VIN's model-year character, by year from 2001. */
export const VIN_YEARS = '123456789ABCDEFGHJKLMNPRSTVWXY';
