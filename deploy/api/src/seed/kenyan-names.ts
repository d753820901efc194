// Common given names and surnames across Kenyan communities (Kikuyu, Luo, Kalenjin, Luhya,
// Kamba, Kisii, Meru), for people that look real in demos.
export const GIVEN_NAMES = [
  'Wanjiru', 'Njeri', 'Wambui', 'Nyambura', 'Akinyi', 'Atieno', 'Achieng', 'Chebet', 'Jepkosgei', 'Nafula',
  'Mwikali', 'Kemunto', 'Kawira', 'Grace', 'Mercy', 'Faith', 'Esther', 'Ruth', 'Lucy', 'Jane',
  'Kamau', 'Mwangi', 'Njoroge', 'Kariuki', 'Otieno', 'Odhiambo', 'Ochieng', 'Kiprono', 'Kipchoge', 'Kibet',
  'Wekesa', 'Barasa', 'Mutua', 'Musyoka', 'Nyamweya', 'Mugambi', 'Peter', 'John', 'Joseph', 'Samuel',
  'David', 'James', 'Daniel', 'Stephen', 'Francis', 'Paul',
] as const;

export const SURNAMES = [
  'Kamau', 'Mwangi', 'Njoroge', 'Kariuki', 'Wainaina', 'Githinji', 'Ndungu', 'Gitau', 'Macharia', 'Kimani',
  'Otieno', 'Odhiambo', 'Ochieng', 'Onyango', 'Owino', 'Adhiambo', 'Kiprop', 'Koech', 'Rotich', 'Langat',
  'Cheruiyot', 'Kirui', 'Wekesa', 'Barasa', 'Wafula', 'Simiyu', 'Mutua', 'Musyoka', 'Kilonzo', 'Mutiso',
  'Nyamweya', 'Omwenga', 'Mugambi', 'Kirimi', 'Muriuki', 'Chege',
] as const;
