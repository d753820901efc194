export interface DemoCentre {
  name: string;
  address: string;
  latitude: number;
  longitude: number;
}

export interface DemoRoute {
  name: string;
  /** Indexes into centres, in visiting order; each centre is on one route. */
  centres: number[];
  distance: number;
  estimated_time: number;
  /** Pickup start times ("HH:mm", Africa/Nairobi) after the morning and evening milking. */
  pickups: [morning: string, evening: string];
}

export interface DemoOrganisation {
  name: string;
  admin: { email: string; first_name: string; last_name: string; phone: string };
  /** The office clerk (role user) who signs in as clerk@<emailDomain>. */
  clerk: { first_name: string; last_name: string; phone: string };
  /**
   * The finance officer (role admin) who signs in as finance@<emailDomain>: computes the pay
   * runs that the admin approves (four eyes need two people).
   */
  finance: { first_name: string; last_name: string; phone: string };
  /** Member ids of farmers: MZ-0001... */
  farmerPrefix: string;
  emailDomain: string;
  /** KSh per litre (farm-gate KSh 45-65, docs/rules.md#farm-gate-prices). */
  defaultRate: number;
  centres: DemoCentre[];
  routes: DemoRoute[];
}

export const DEMO_PASSWORD = 'Maziwa-2026';

/** Who signs in to a demo organisation besides its admin, as <local part>@<emailDomain>. */
export const DEMO_ROLE_SIGN_INS = [
  { local: 'clerk', role: 'user' },
  { local: 'finance', role: 'admin' },
  { local: 'qa', role: 'QA/Collector' },
  { local: 'driver', role: 'Driver' },
] as const;

const centre = (name: string, area: string, latitude: number, longitude: number): DemoCentre => ({
  name: `${name} Collection Centre`,
  address: `${name}, ${area}`,
  latitude,
  longitude,
});

/**
 * Real places: Kiambu's dairy belt north of Nairobi, and Nakuru county. Centre names start
 * with distinct three letters: batch numbers are coded by them (GIT-260302-M).
 */
export const DEMO_ORGANISATIONS: DemoOrganisation[] = [
  {
    name: 'Maziwa Dairies',
    admin: { email: 'admin@maziwa.test', first_name: 'Grace', last_name: 'Wanjiru', phone: '+254712345001' },
    clerk: { first_name: 'Mary', last_name: 'Njeri', phone: '+254712345011' },
    finance: { first_name: 'Joseph', last_name: 'Kariuki', phone: '+254712345021' },
    farmerPrefix: 'MZ',
    emailDomain: 'maziwa.test',
    defaultRate: 52,
    centres: [
      centre('Githunguri', 'Kiambu County', -1.0586, 36.7806),
      centre('Komothai', 'Kiambu County', -1.0921, 36.8089),
      centre('Ngewa', 'Kiambu County', -1.0668, 36.8467),
      centre('Ndumberi', 'Kiambu County', -1.1343, 36.8178),
      centre('Kiambu Town', 'Kiambu County', -1.1714, 36.8356),
      centre('Banana Hill', 'Kiambu County', -1.1762, 36.7603),
      centre('Karuri', 'Kiambu County', -1.1699, 36.7489),
      centre('Gachie', 'Kiambu County', -1.2192, 36.7786),
      centre('Limuru', 'Kiambu County', -1.1136, 36.6422),
      centre('Tigoni', 'Kiambu County', -1.1497, 36.6789),
      centre('Lari', 'Kiambu County', -0.9701, 36.6483),
      centre('Kijabe', 'Kiambu County', -0.9322, 36.5861),
      centre('Kikuyu', 'Kiambu County', -1.2463, 36.6629),
      centre('Muguga', 'Kiambu County', -1.2007, 36.6513),
      centre('Wangige', 'Kiambu County', -1.2196, 36.7128),
      centre('Kabete', 'Nairobi', -1.2541, 36.7347),
      centre('Ruiru', 'Kiambu County', -1.1456, 36.9614),
      centre('Juja', 'Kiambu County', -1.1022, 37.0144),
      centre('Thika', 'Kiambu County', -1.0333, 37.0693),
      centre('Gatundu', 'Kiambu County', -1.0136, 36.9072),
    ],
    routes: [
      {
        name: 'Githunguri - Ndumberi Loop',
        centres: [0, 1, 2, 3],
        distance: 34,
        estimated_time: 150,
        pickups: ['08:30', '17:45'],
      },
      {
        name: 'Kiambu Road - Gachie',
        centres: [4, 5, 6, 7],
        distance: 28,
        estimated_time: 120,
        pickups: ['08:40', '17:50'],
      },
      {
        name: 'Limuru Highlands',
        centres: [8, 9, 10, 11],
        distance: 46,
        estimated_time: 170,
        pickups: ['08:15', '17:30'],
      },
      {
        name: 'Kikuyu - Kabete Run',
        centres: [12, 13, 14, 15],
        distance: 31,
        estimated_time: 130,
        pickups: ['08:45', '18:00'],
      },
      {
        name: 'Thika Road Eastern',
        centres: [16, 17, 18, 19],
        distance: 52,
        estimated_time: 180,
        pickups: ['08:20', '17:40'],
      },
    ],
  },
  {
    name: 'Tamu Milk Co-op',
    admin: { email: 'admin@tamu.test', first_name: 'David', last_name: 'Kiprop', phone: '+254722345002' },
    clerk: { first_name: 'Peter', last_name: 'Chebet', phone: '+254722345012' },
    finance: { first_name: 'Ruth', last_name: 'Jepkosgei', phone: '+254722345022' },
    farmerPrefix: 'TM',
    emailDomain: 'tamu.test',
    defaultRate: 48,
    centres: [
      centre('Nakuru Town', 'Nakuru County', -0.3031, 36.08),
      centre('Lanet', 'Nakuru County', -0.2905, 36.1529),
      centre('Dundori', 'Nakuru County', -0.2364, 36.2296),
      centre('Bahati', 'Nakuru County', -0.15, 36.15),
      centre('Njoro', 'Nakuru County', -0.33, 35.944),
      centre('Elburgon', 'Nakuru County', -0.304, 35.81),
      centre('Molo', 'Nakuru County', -0.2486, 35.7325),
      centre('Keringet', 'Nakuru County', -0.4501, 35.6834),
      centre('Rongai', 'Nakuru County', -0.1733, 35.8633),
      centre('Salgaa', 'Nakuru County', -0.2082, 35.8101),
      centre('Mogotio', 'Baringo County', -0.0219, 35.9694),
      centre('Menengai', 'Nakuru County', -0.1995, 36.0701),
      centre('Subukia', 'Nakuru County', 0.0064, 36.2256),
      centre('Solai', 'Nakuru County', 0.0349, 36.1452),
      centre('Kabazi', 'Nakuru County', -0.0954, 36.1097),
      centre('Ol Kalou', 'Nyandarua County', -0.2726, 36.3798),
      centre('Olenguruone', 'Nakuru County', -0.5833, 35.6833),
      centre('Kuresoi', 'Nakuru County', -0.2837, 35.5504),
      centre('Mau Narok', 'Nakuru County', -0.6005, 36.0006),
      centre('Gilgil', 'Nakuru County', -0.4997, 36.3169),
    ],
    routes: [
      {
        name: 'Nakuru Town - Bahati',
        centres: [0, 1, 2, 3],
        distance: 29,
        estimated_time: 110,
        pickups: ['08:30', '17:45'],
      },
      {
        name: 'Njoro - Molo Highlands',
        centres: [4, 5, 6, 7],
        distance: 48,
        estimated_time: 170,
        pickups: ['08:10', '17:30'],
      },
      {
        name: 'Rongai - Menengai',
        centres: [8, 9, 10, 11],
        distance: 41,
        estimated_time: 150,
        pickups: ['08:40', '17:50'],
      },
      {
        name: 'Subukia Valley',
        centres: [12, 13, 14, 15],
        distance: 55,
        estimated_time: 190,
        pickups: ['08:20', '17:40'],
      },
      {
        name: 'Mau Escarpment',
        centres: [16, 17, 18, 19],
        distance: 63,
        estimated_time: 210,
        pickups: ['08:00', '17:20'],
      },
    ],
  },
];
