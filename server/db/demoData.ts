// The demo accounts, sellers and orders a new database is seeded with (South African examples).

export interface DemoLogin {
  username: string;
  state: string;
}

export const DEMO_LOGINS: readonly DemoLogin[] = [
  { username: 'verified@vets.example', state: 'verified, orders and wallet (Thandi Nkosi)' },
  { username: 'second@vets.example', state: 'verified, a second vet (Sipho Dlamini)' },
  { username: 'nobank@vets.example', state: 'verified, R 800.00 but no bank account' },
  { username: 'newvet@vets.example', state: 'verified, first name still empty' },
  { username: 'applicant@vets.example', state: 'registered, no application yet' },
  { username: 'pending@vets.example', state: 'application under review' },
  { username: 'declined@vets.example', state: 'last application declined' },
  { username: 'disabled@vets.example', state: 'account disabled' },
];

export interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  verified: boolean;
  disabled?: boolean;
  accountNumber?: string;
  bankName?: string;
  application?: {
    clinicName: string;
    clinicPhone: string;
    idFirst12: string;
    location: string;
    address: string;
    lat: number;
    lng: number;
    qualification: 'Degree' | 'Diploma' | 'Certificate';
    declined?: boolean;
    daysAgo: number;
  };
}

export const USERS: readonly DemoUser[] = [
  {
    email: 'verified@vets.example',
    firstName: 'Thandi',
    lastName: 'Nkosi',
    phone: '27821234567',
    verified: true,
    accountNumber: '62012345678',
    bankName: 'FNB',
    application: {
      clinicName: 'Highveld Animal Clinic',
      clinicPhone: '27123456789',
      idFirst12: '870415062008',
      location: 'Pretoria, Gauteng, South Africa',
      address: '221 Lynnwood Road, Menlo Park, Pretoria, 0081',
      lat: -25.7479,
      lng: 28.2293,
      qualification: 'Degree',
      daysAgo: 240,
    },
  },
  {
    email: 'second@vets.example',
    firstName: 'Sipho',
    lastName: 'Dlamini',
    phone: '27831234568',
    verified: true,
    accountNumber: '1048823310',
    bankName: 'Standard Bank',
    application: {
      clinicName: 'Karoo Veterinary Practice',
      clinicPhone: '27498921234',
      idFirst12: '810923571008',
      location: 'Graaff-Reinet, Eastern Cape, South Africa',
      address: '17 Church Street, Graaff-Reinet, 6280',
      lat: -32.2522,
      lng: 24.5308,
      qualification: 'Degree',
      daysAgo: 200,
    },
  },
  {
    email: 'nobank@vets.example',
    firstName: 'Anele',
    lastName: 'Mokoena',
    phone: '27721234569',
    verified: true,
    application: {
      clinicName: 'Lowveld Vet Care',
      clinicPhone: '27137521234',
      idFirst12: '920207034008',
      location: 'Mbombela, Mpumalanga, South Africa',
      address: '8 Brown Street, Mbombela, 1200',
      lat: -25.4753,
      lng: 30.9694,
      qualification: 'Diploma',
      daysAgo: 120,
    },
  },
  {
    email: 'newvet@vets.example',
    firstName: '',
    lastName: '',
    phone: '27841234570',
    verified: true,
    application: {
      clinicName: 'Bushveld Mobile Vet',
      clinicPhone: '27152951234',
      idFirst12: '950630581008',
      location: 'Polokwane, Limpopo, South Africa',
      address: '34 Thabo Mbeki Street, Polokwane, 0699',
      lat: -23.9045,
      lng: 29.4689,
      qualification: 'Certificate',
      daysAgo: 6,
    },
  },
  {
    email: 'applicant@vets.example',
    firstName: '',
    lastName: '',
    phone: '27851234571',
    verified: false,
  },
  {
    email: 'pending@vets.example',
    firstName: 'Pieter',
    lastName: 'van Wyk',
    phone: '27861234572',
    verified: false,
    application: {
      clinicName: 'Garden Route Animal Hospital',
      clinicPhone: '27448731234',
      idFirst12: '890112512008',
      location: 'George, Western Cape, South Africa',
      address: '52 York Street, George, 6529',
      lat: -33.963,
      lng: 22.4617,
      qualification: 'Degree',
      daysAgo: 2,
    },
  },
  {
    email: 'declined@vets.example',
    firstName: 'Zanele',
    lastName: 'Khumalo',
    phone: '27731234573',
    verified: false,
    application: {
      clinicName: 'Midlands Livestock Vet',
      clinicPhone: '27333451234',
      idFirst12: '930818094008',
      location: 'Pietermaritzburg, KwaZulu-Natal, South Africa',
      address: '120 Church Street, Pietermaritzburg, 3201',
      lat: -29.6006,
      lng: 30.3794,
      qualification: 'Diploma',
      declined: true,
      daysAgo: 9,
    },
  },
  {
    email: 'disabled@vets.example',
    firstName: 'Johan',
    lastName: 'Botha',
    phone: '27791234574',
    verified: true,
    disabled: true,
    accountNumber: '4071234567',
    bankName: 'ABSA',
    application: {
      clinicName: 'Kalahari Veterinary Services',
      clinicPhone: '27543321234',
      idFirst12: '780305512008',
      location: 'Upington, Northern Cape, South Africa',
      address: '15 Schröder Street, Upington, 8801',
      lat: -28.4478,
      lng: 21.2561,
      qualification: 'Degree',
      daysAgo: 300,
    },
  },
];

export interface DemoSeller {
  key: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
}

export const SELLERS: readonly DemoSeller[] = [
  {
    key: 'pieter',
    firstName: 'Pieter',
    lastName: 'van der Merwe',
    phone: '27825550142',
    email: 'pieter.vandermerwe@farmmail.example',
  },
  {
    key: 'kgosi',
    firstName: 'Kgosi',
    lastName: 'Motsepe',
    phone: '27715550177',
    email: 'kgosi.motsepe@farmmail.example',
  },
  {
    key: 'johan',
    firstName: 'Johan',
    lastName: 'Pretorius',
    phone: '27835550119',
    email: 'johan@pretoriusboerdery.example',
  },
  {
    key: 'nomvula',
    firstName: 'Nomvula',
    lastName: 'Zulu',
    phone: '27605550163',
    email: 'nomvula.zulu@farmmail.example',
  },
  {
    key: 'hendrik',
    firstName: 'Hendrik',
    lastName: 'Steyn',
    phone: '27825550188',
    email: 'hendrik.steyn@farmmail.example',
  },
  {
    key: 'sizwe',
    firstName: 'Sizwe',
    lastName: 'Mthembu',
    phone: '27795550134',
    email: 'sizwe.mthembu@farmmail.example',
  },
  {
    key: 'annelie',
    firstName: 'Annelie',
    lastName: 'du Plessis',
    phone: '27845550151',
    email: 'annelie@karoomerino.example',
  },
  {
    key: 'lindiwe',
    firstName: 'Lindiwe',
    lastName: 'Ndlovu',
    phone: '27725550126',
    email: 'lindiwe.ndlovu@farmmail.example',
  },
  {
    key: 'willem',
    firstName: 'Willem',
    lastName: 'Coetzee',
    phone: '27615550170',
    email: 'willem.coetzee@farmmail.example',
  },
];

export interface DemoOrder {
  vet: string;
  seller: string;
  number: number;
  daysAgo: number;
  deliveryAddress: string;
  feeCents: number;
  product: {
    title: string;
    animalType: string;
    description: string;
    priceCents: number;
    location: string;
  };
  appointment?: { inDays: number; time: string; location: string };
  report?: { state: 'Excellent' | 'Good' | 'Average' | 'Poor'; description: string };
  cancelled?: boolean;
}

export const ORDERS: readonly DemoOrder[] = [
  {
    vet: 'verified@vets.example',
    seller: 'pieter',
    number: 142,
    daysAgo: 3,
    deliveryAddress: 'Plot 14, Kaalfontein Road, Bronkhorstspruit, Gauteng, 1020',
    feeCents: 85_000,
    product: {
      title: '10 Bonsmara heifers',
      animalType: 'Cattle',
      description:
        'Registered Bonsmara heifers, 18-20 months, vaccinated and dewormed, bred on natural veld.',
      priceCents: 18_500_000,
      location: 'Bronkhorstspruit, Gauteng',
    },
    appointment: {
      inDays: 2,
      time: '09:30 AM',
      location: 'Main gate, Plot 14, Kaalfontein Road, Bronkhorstspruit',
    },
  },
  {
    vet: 'verified@vets.example',
    seller: 'kgosi',
    number: 147,
    daysAgo: 5,
    deliveryAddress: 'Farm Rietvlei 32, R505, Lichtenburg, North West, 2740',
    feeCents: 65_000,
    product: {
      title: '6 Nguni cows in calf',
      animalType: 'Cattle',
      description:
        'Hardy Nguni cows, 4-6 years old, confirmed in calf (5-6 months), tick resistant.',
      priceCents: 7_200_000,
      location: 'Lichtenburg, North West',
    },
    appointment: {
      inDays: 4,
      time: '11:00 AM',
      location: 'Rietvlei farm kraal, off the R505, Lichtenburg',
    },
  },
  {
    vet: 'verified@vets.example',
    seller: 'johan',
    number: 151,
    daysAgo: 2,
    deliveryAddress: 'Plaas Grootdraai, Standerton, Mpumalanga, 2430',
    feeCents: 45_000,
    product: {
      title: '25 Dorper ewes',
      animalType: 'Sheep',
      description: 'Type 4-5 Dorper ewes, 2-4 tooth, running with a ram for the last season.',
      priceCents: 6_250_000,
      location: 'Standerton, Mpumalanga',
    },
  },
  {
    vet: 'verified@vets.example',
    seller: 'nomvula',
    number: 153,
    daysAgo: 1,
    deliveryAddress: '3 Kerk Street, Bethlehem, Free State, 9701',
    feeCents: 35_000,
    product: {
      title: '4 Boer goat bucks',
      animalType: 'Goats',
      description: 'Stud-quality Boer goat bucks, 14 months, good conformation, weaned on lucerne.',
      priceCents: 2_600_000,
      location: 'Bethlehem, Free State',
    },
  },
  {
    vet: 'verified@vets.example',
    seller: 'hendrik',
    number: 118,
    daysAgo: 18,
    deliveryAddress: 'Farm Doornbult, N18, Vryburg, North West, 8601',
    feeCents: 120_000,
    product: {
      title: 'Brahman bull, 3 years',
      animalType: 'Cattle',
      description: 'Grey Brahman stud bull, 3 years, semen tested last season, docile temperament.',
      priceCents: 6_500_000,
      location: 'Vryburg, North West',
    },
    appointment: {
      inDays: -16,
      time: '08:00 AM',
      location: 'Doornbult handling facility, Vryburg',
    },
    report: {
      state: 'Excellent',
      description:
        'Body condition 4/5, sound feet and legs, no external parasites, scrotal circumference 38 cm. Fit for sale.',
    },
  },
  {
    vet: 'verified@vets.example',
    seller: 'sizwe',
    number: 124,
    daysAgo: 15,
    deliveryAddress: 'Swartberg Road, Kokstad, KwaZulu-Natal, 4700',
    feeCents: 75_000,
    product: {
      title: '8 Nguni heifers',
      animalType: 'Cattle',
      description: 'Nguni heifers, 15-18 months, mixed colours, raised on sourveld.',
      priceCents: 9_600_000,
      location: 'Kokstad, KwaZulu-Natal',
    },
    appointment: {
      inDays: -13,
      time: '10:15 AM',
      location: 'Mthembu family kraal, Swartberg Road',
    },
    report: {
      state: 'Good',
      description:
        'All eight heifers healthy; two carry light tick loads, dipped on site. Vaccination cards complete.',
    },
  },
  {
    vet: 'verified@vets.example',
    seller: 'annelie',
    number: 131,
    daysAgo: 11,
    deliveryAddress: 'Farm Kendrew, R75, Graaff-Reinet, Eastern Cape, 6280',
    feeCents: 50_000,
    product: {
      title: '5 Merino rams',
      animalType: 'Sheep',
      description: 'SA Merino rams, 2 years, fine wool (19 micron), shorn in September.',
      priceCents: 4_750_000,
      location: 'Graaff-Reinet, Eastern Cape',
    },
    appointment: { inDays: -9, time: '02:30 PM', location: 'Kendrew shearing shed' },
    report: {
      state: 'Average',
      description:
        'Four rams in good condition. One ram shows mild foot rot in the left hind foot; treated and to be re-checked in 10 days.',
    },
  },
  {
    vet: 'verified@vets.example',
    seller: 'pieter',
    number: 137,
    daysAgo: 8,
    deliveryAddress: 'Plot 14, Kaalfontein Road, Bronkhorstspruit, Gauteng, 1020',
    feeCents: 40_000,
    product: {
      title: '12 Bonsmara weaners',
      animalType: 'Cattle',
      description: 'Weaner calves, 7-8 months, average 220 kg.',
      priceCents: 9_000_000,
      location: 'Bronkhorstspruit, Gauteng',
    },
    cancelled: true,
  },
  {
    vet: 'second@vets.example',
    seller: 'lindiwe',
    number: 144,
    daysAgo: 4,
    deliveryAddress: 'Farm Doornhoek, Cradock, Eastern Cape, 5880',
    feeCents: 60_000,
    product: {
      title: '12 Angora goats',
      animalType: 'Goats',
      description: 'Young Angora ewes, kid mohair clip, raised on Karoo bush.',
      priceCents: 3_000_000,
      location: 'Cradock, Eastern Cape',
    },
  },
  {
    vet: 'second@vets.example',
    seller: 'willem',
    number: 149,
    daysAgo: 6,
    deliveryAddress: 'Farm Wellwood, Middelburg, Eastern Cape, 5900',
    feeCents: 45_000,
    product: {
      title: '30 Dohne Merino ewes',
      animalType: 'Sheep',
      description: 'Dohne Merino ewes, 2-6 tooth, dual-purpose flock, scanned pregnant.',
      priceCents: 8_100_000,
      location: 'Middelburg, Eastern Cape',
    },
    appointment: { inDays: 3, time: '07:45 AM', location: 'Wellwood sheep pens' },
  },
];

/** Appends the Luhn check digit to the first 12 digits of a South African ID number. */
