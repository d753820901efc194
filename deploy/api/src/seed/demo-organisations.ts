export interface DemoCentre {
  name: string;
  address: string;
  latitude: number;
  longitude: number;
}

export interface DemoOrganisation {
  name: string;
  admin: { email: string; first_name: string; last_name: string; phone: string };
  /** Member ids of farmers: MZ-0001... */
  farmerPrefix: string;
  emailDomain: string;
  centres: DemoCentre[];
  routes: Array<{ name: string; centres: number[]; distance: number; estimated_time: number }>;
}

export const DEMO_PASSWORD = 'Maziwa-2026';

/** Real places: Kiambu's dairy belt north of Nairobi, and Nakuru county. */
export const DEMO_ORGANISATIONS: DemoOrganisation[] = [
  {
    name: 'Maziwa Dairies',
    admin: { email: 'admin@maziwa.test', first_name: 'Grace', last_name: 'Wanjiru', phone: '+254712345001' },
    farmerPrefix: 'MZ',
    emailDomain: 'maziwa.test',
    centres: [
      { name: 'Githunguri Collection Centre', address: 'Githunguri town, Kiambu County', latitude: -1.0586, longitude: 36.7806 },
      { name: 'Limuru Collection Centre', address: 'Limuru, Kiambu County', latitude: -1.1136, longitude: 36.6422 },
      { name: 'Kikuyu Collection Centre', address: 'Kikuyu town, Kiambu County', latitude: -1.2463, longitude: 36.6629 },
      { name: 'Ruiru Collection Centre', address: 'Ruiru, Kiambu County', latitude: -1.1456, longitude: 36.9614 },
      { name: 'Kiambu Town Collection Centre', address: 'Kiambu town, Kiambu County', latitude: -1.1714, longitude: 36.8356 },
      { name: 'Ndumberi Collection Centre', address: 'Ndumberi, Kiambu County', latitude: -1.1343, longitude: 36.8178 },
    ],
    routes: [
      { name: 'Githunguri - Ndumberi Loop', centres: [0, 5, 4], distance: 34, estimated_time: 150 },
      { name: 'Limuru - Kikuyu Run', centres: [1, 2], distance: 28, estimated_time: 120 },
      { name: 'Ruiru - Kiambu Road', centres: [3, 4], distance: 22, estimated_time: 90 },
    ],
  },
  {
    name: 'Tamu Milk Co-op',
    admin: { email: 'admin@tamu.test', first_name: 'David', last_name: 'Kiprop', phone: '+254722345002' },
    farmerPrefix: 'TM',
    emailDomain: 'tamu.test',
    centres: [
      { name: 'Nakuru Town Cooling Centre', address: 'Nakuru town, Nakuru County', latitude: -0.3031, longitude: 36.08 },
      { name: 'Njoro Collection Centre', address: 'Njoro, Nakuru County', latitude: -0.33, longitude: 35.944 },
      { name: 'Molo Collection Centre', address: 'Molo, Nakuru County', latitude: -0.2486, longitude: 35.7325 },
      { name: 'Bahati Collection Centre', address: 'Bahati, Nakuru County', latitude: -0.15, longitude: 36.15 },
      { name: 'Rongai Collection Centre', address: 'Rongai, Nakuru County', latitude: -0.1733, longitude: 35.8633 },
      { name: 'Subukia Collection Centre', address: 'Subukia, Nakuru County', latitude: 0.0064, longitude: 36.2256 },
    ],
    routes: [
      { name: 'Njoro - Molo Highlands', centres: [1, 2], distance: 41, estimated_time: 160 },
      { name: 'Bahati - Subukia Route', centres: [3, 5], distance: 38, estimated_time: 140 },
      { name: 'Rongai - Nakuru Town', centres: [4, 0], distance: 26, estimated_time: 100 },
      { name: 'Nakuru Town Shuttle', centres: [0, 3], distance: 15, estimated_time: 60 },
    ],
  },
];
