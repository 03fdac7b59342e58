// Demo data for `npm start` / `npm run seed`: Singapore trainers, a demo client and a demo trainer.
// Tests never use it. Specializations come from the spec's suggestion list; rate 0 = no rate.

export interface DemoTrainer {
  name: string
  email: string
  specializations: string[]
  experienceLevel: string
  preferredLocation: string
  rate: number
  bio: string
  certifications: string
}

export interface DemoLogin {
  role: 'client' | 'trainer' | 'operator'
  name: string
  email: string
  password: string
}

const DEMO_PASSWORD = 'GymBuddy123'

export const DEMO_CLIENT: DemoLogin = {
  role: 'client',
  name: 'Rachel Tan',
  email: 'client@gymbuddy.sg',
  password: DEMO_PASSWORD,
}

export const DEMO_TRAINER: DemoLogin = {
  role: 'trainer',
  name: 'Marcus Lim',
  email: 'trainer@gymbuddy.sg',
  password: DEMO_PASSWORD,
}

/** Runs the marketplace from /ops (docs/trust-and-safety.md): neither a client nor a trainer. */
export const DEMO_OPERATOR: DemoLogin = {
  role: 'operator',
  name: 'Olivia Ong',
  email: 'ops@gymbuddy.sg',
  password: DEMO_PASSWORD,
}

export const DEMO_LOGINS: DemoLogin[] = [DEMO_CLIENT, DEMO_TRAINER, DEMO_OPERATOR]

export const DEMO_CLIENT_PROFILE = {
  fitnessGoals: ['Weight Loss', 'Strength Training', 'General Fitness'],
  experienceLevel: 'Beginner',
  preferredLocation: 'Central',
  additionalInfo: 'Mild lower back stiffness from desk work; prefers evening sessions.',
  budget: 80,
}

/** The demo trainer's own card; it also has a client profile, as every trainer who signed up has. */
export const DEMO_TRAINER_PROFILE: Omit<DemoTrainer, 'name' | 'email'> = {
  specializations: ['Weights', 'CrossFit', 'Nutrition'],
  experienceLevel: '6-10 years',
  preferredLocation: 'Central',
  rate: 90,
  bio: 'Strength and conditioning coach at a Tanjong Pagar studio. I build simple, progressive plans that fit around office hours.',
  certifications:
    'NASM Certified Personal Trainer; Precision Nutrition Level 1; First Aid & CPR+AED',
}

const trainer = (
  name: string,
  slug: string,
  specializations: string[],
  experienceLevel: string,
  preferredLocation: string,
  rate: number,
  bio: string,
  certifications: string,
): DemoTrainer => ({
  name,
  email: `${slug}@trainers.gymbuddy.sg`,
  specializations,
  experienceLevel,
  preferredLocation,
  rate,
  bio,
  certifications,
})

export const DEMO_TRAINERS: DemoTrainer[] = [
  trainer(
    'Tan Wei Ming',
    'tan.weiming',
    ['Weights', 'CrossFit'],
    '6-10 years',
    'Central',
    95,
    'Former national-level powerlifter. Sessions at a Raffles Place gym before and after work.',
    'NSCA-CSCS; ACE Certified Personal Trainer',
  ),
  trainer(
    'Nur Aisyah Binte Rahman',
    'nur.aisyah',
    ['Yoga', 'Pilates'],
    '3-5 years',
    'East',
    70,
    'Gentle, alignment-focused yoga and mat Pilates near Tampines Hub. Beginners very welcome.',
    'RYT-200 Yoga Alliance; Stott Pilates Mat',
  ),
  trainer(
    'Rajesh Kumar',
    'rajesh.kumar',
    ['Running', 'Cardio', 'Cycling'],
    'More than 10 years',
    'West',
    85,
    'Marathoner and triathlon coach. Track sessions at Jurong West Stadium, long runs along the PCN.',
    'World Athletics Level 2 Coach; SRFAC First Aid',
  ),
  trainer(
    'Lim Jia Hui',
    'lim.jiahui',
    ['Pilates', 'Dance'],
    '1-2 years',
    'North',
    0,
    'Dance-trained Pilates instructor in Woodlands. Rates flexible for small groups — message me.',
    'Balanced Body Reformer I',
  ),
  trainer(
    'Muhammad Faizal',
    'muhammad.faizal',
    ['Boxing', 'Martial Arts'],
    '6-10 years',
    'Northeast',
    80,
    'Muay Thai and boxing pad work in Punggol. Great for fitness, confidence and stress relief.',
    'Muay Thai Association (Singapore) Coach; ACE CPT',
  ),
  trainer(
    'Priya Nair',
    'priya.nair',
    ['Nutrition', 'Weights'],
    '3-5 years',
    'South',
    110,
    'Body recomposition with realistic hawker-centre meal plans. Sessions near HarbourFront.',
    'ISSN Sports Nutrition Specialist; NASM-CPT',
  ),
  trainer(
    'Goh Kok Wee',
    'goh.kokwee',
    ['Swimming', 'Cardio'],
    'More than 10 years',
    'Southeast',
    75,
    'Stroke correction and open-water preparation at Katong and Bedok swimming complexes.',
    'Swimming Teachers Association (STA) Instructor; Lifesaving Bronze Medallion',
  ),
  trainer(
    'Siti Nurhaliza Binte Osman',
    'siti.nurhaliza',
    ['Yoga', 'Nutrition'],
    'Less than 1 year',
    'Northwest',
    0,
    'Newly certified and building my client base in Choa Chu Kang — first session on me.',
    'RYT-200 Yoga Alliance',
  ),
  trainer(
    'Chua Boon Keng',
    'chua.boonkeng',
    ['Weights', 'Running'],
    '3-5 years',
    'Southwest',
    65,
    'Functional strength for busy parents at Clementi and West Coast Park.',
    'SkillsFuture WSQ Fitness Training; ACE CPT',
  ),
  trainer(
    'Deepa Menon',
    'deepa.menon',
    ['Pilates', 'Yoga', 'Swimming'],
    '6-10 years',
    'Central',
    120,
    'Pre- and post-natal specialist. Studio sessions near Novena with a focus on core and posture.',
    'Stott Pilates Full Certification; Pre/Postnatal Yoga 85h',
  ),
  trainer(
    'Ong Li Ting',
    'ong.liting',
    ['CrossFit', 'Cardio', 'Weights'],
    '1-2 years',
    'East',
    60,
    'High-energy circuits at East Coast Park. Expect sweat and a lot of encouragement.',
    'CrossFit Level 1 Trainer',
  ),
  trainer(
    'Ahmad Hafiz',
    'ahmad.hafiz',
    ['Martial Arts', 'Boxing', 'Cardio'],
    'More than 10 years',
    'North',
    100,
    'Silat and kickboxing coach in Yishun. Technique first, conditioning always.',
    'Persisilat Coach Level 2; First Aid & CPR+AED',
  ),
  trainer(
    'Wong Mei Ling',
    'wong.meiling',
    ['Dance', 'Cardio'],
    '3-5 years',
    'Northeast',
    0,
    'Dance fitness classes in Sengkang — rates depend on group size, so let us chat.',
    'Zumba Instructor Network (ZIN); SkillsFuture WSQ Group Exercise',
  ),
  trainer(
    'Arjun Pillai',
    'arjun.pillai',
    ['Cycling', 'Running'],
    '6-10 years',
    'West',
    90,
    'Road cycling and brick sessions around Jurong Lake Gardens and Lim Chu Kang.',
    'British Cycling Level 2 Coach',
  ),
  trainer(
    'Teo Zhi Hao',
    'teo.zhihao',
    ['Weights', 'Nutrition', 'CrossFit'],
    'Less than 1 year',
    'Central',
    50,
    'Sports science graduate (NTU). Beginner-friendly gym inductions at Orchard.',
    'ACE CPT; BSc Sport Science',
  ),
  trainer(
    'Farah Binte Ismail',
    'farah.ismail',
    ['Swimming', 'Yoga'],
    '1-2 years',
    'Southeast',
    70,
    'Aqua fitness and yin yoga in Marine Parade. Kind to joints, hard on excuses.',
    'AEA Aquatic Fitness Professional; Yin Yoga 50h',
  ),
  trainer(
    'Koh Jun Jie',
    'koh.junjie',
    ['Boxing', 'Weights'],
    '3-5 years',
    'South',
    85,
    'Boxing conditioning at a Keppel Bay studio. Pads, bags and a strong finisher.',
    'England Boxing Coach Level 1; NASM-CPT',
  ),
  trainer(
    'Kavitha Ramasamy',
    'kavitha.ramasamy',
    ['Dance', 'Pilates', 'Yoga'],
    'More than 10 years',
    'Northwest',
    130,
    'Bharatanatyam dancer turned movement coach in Bukit Panjang. Mobility, balance, grace.',
    'Stott Pilates Full Certification; RYT-500 Yoga Alliance',
  ),
  trainer(
    'Lee Shu Fen',
    'lee.shufen',
    ['Running', 'Nutrition'],
    '6-10 years',
    'Southwest',
    0,
    'Run clubs at Bukit Batok Nature Park and nutrition check-ins; pricing by package.',
    'RRCA Running Coach; Precision Nutrition Level 1',
  ),
  trainer(
    'Daniel Ng',
    'daniel.ng',
    ['CrossFit', 'Martial Arts', 'Swimming'],
    '1-2 years',
    'East',
    55,
    'Hybrid training for Spartan and HYROX races around Pasir Ris and Changi.',
    'CrossFit Level 1 Trainer; BJJ Blue Belt',
  ),
]
