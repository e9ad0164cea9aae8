/** The landing page's words in each locale and the data it shows (couriers, sample rates, tasks). */
import type { ReactNode } from 'react';

export type Locale = 'fr' | 'en' | 'id';

export type TaskId = 'start' | 'rates' | 'orders' | 'tracking' | 'webhooks' | 'maps';

export interface Copy {
  eyebrow: string;
  title: [string, string, string];
  lead: string;
  ctaPrimary: string;
  ctaSecondary: string;
  couriersLabel: string;
  panelNote: string;
  panelCaption: string;
  panelRoute: string;
  columns: [string, string, string, string];
  days: (range: string) => string;
  tasksTitle: string;
  tasksLead: string;
  guide: string;
  tasks: Record<TaskId, { title: string; text: string }>;
  qsTitle: string;
  qsLead: string;
  steps: { title: string; text: ReactNode }[];
  qsMore: string;
  qsCodeTitle: string;
  copy: string;
  copied: string;
}

export const COPY: Record<Locale, Copy> = {
  fr: {
    eyebrow: 'API d’expédition pour l’Indonésie',
    title: ['Une seule API pour ', 'tous les transporteurs', ' indonésiens'],
    lead: 'Comparez les tarifs, créez des commandes, suivez les colis et recevez chaque changement de statut par webhook : JNE, J&T, SiCepat, AnterAja et bien d’autres, derrière une seule intégration.',
    ctaPrimary: 'Commencer',
    ctaSecondary: 'Lire la documentation',
    couriersLabel: 'Transporteurs disponibles',
    panelNote: 'Une requête, tous les tarifs',
    panelCaption: 'Exemple : tarifs pour un colis de 800 g de Jakarta Selatan à Bandung',
    panelRoute: 'Jakarta Selatan → Bandung · 800 g',
    columns: ['Transporteur', 'Service', 'Délai', 'Prix'],
    days: (range) => `${range} j`,
    tasksTitle: 'Que voulez-vous faire ?',
    tasksLead: 'Chaque tâche mène au guide ou à la référence qui y répond.',
    guide: 'Guide',
    tasks: {
      start: {
        title: 'Démarrage rapide',
        text: 'Obtenez une clé sandbox, faites votre premier appel et découvrez le parcours complet d’une expédition.',
      },
      rates: {
        title: 'Comparer les tarifs',
        text: 'Interrogez tous les transporteurs en une requête : prix, délais, paiement à la livraison et assurance.',
      },
      orders: {
        title: 'Créer une commande',
        text: 'Réservez un transporteur, planifiez l’enlèvement et obtenez le numéro de lettre de transport.',
      },
      tracking: {
        title: 'Suivre un colis',
        text: 'Consultez le statut et l’historique d’une expédition, de l’enlèvement à la livraison.',
      },
      webhooks: {
        title: 'Recevoir les webhooks',
        text: 'Soyez prévenu à chaque changement de statut, de prix ou de numéro de suivi, avec une signature vérifiable.',
      },
      maps: {
        title: 'Trouver une zone',
        text: 'Cherchez une ville, un district ou un code postal pour obtenir l’identifiant de zone à utiliser.',
      },
    },
    qsTitle: 'Démarrage rapide',
    qsLead:
      'Votre premier tarif en trois étapes, dans la sandbox : aucun transporteur n’est réservé, rien n’est facturé.',
    steps: [
      {
        title: 'Créez une clé de test',
        text: (
          <>
            Dans le tableau de bord, ouvrez <strong>Settings → API keys</strong> : votre clé commence par{' '}
            <code>sk_test_</code>.
          </>
        ),
      },
      {
        title: 'Choisissez les zones',
        text: 'Utilisez les zones de test de la sandbox, ou trouvez les vôtres avec la recherche de zones.',
      },
      {
        title: 'Demandez les tarifs',
        text: 'Envoyez l’origine, la destination et les articles : la réponse liste chaque service disponible.',
      },
    ],
    qsMore: 'Suivre le guide complet',
    qsCodeTitle: 'Obtenir des tarifs (sandbox)',
    copy: 'Copier',
    copied: 'Copié',
  },
  en: {
    eyebrow: 'Shipping API for Indonesia',
    title: ['One API for ', 'every Indonesian courier', ''],
    lead: 'Compare rates, create orders, track parcels and get every status change by webhook: JNE, J&T, SiCepat, AnterAja and many more, behind a single integration.',
    ctaPrimary: 'Get started',
    ctaSecondary: 'Read the docs',
    couriersLabel: 'Couriers available',
    panelNote: 'One request, every rate',
    panelCaption: 'Example: rates for an 800 g parcel from Jakarta Selatan to Bandung',
    panelRoute: 'Jakarta Selatan → Bandung · 800 g',
    columns: ['Courier', 'Service', 'Delivery', 'Price'],
    days: (range) => `${range} ${range === '1' ? 'day' : 'days'}`,
    tasksTitle: 'What do you want to do?',
    tasksLead: 'Each task leads to the guide or reference that covers it.',
    guide: 'Guide',
    tasks: {
      start: {
        title: 'Getting started',
        text: 'Get a sandbox key, make your first call and walk through the whole life of a shipment.',
      },
      rates: {
        title: 'Compare rates',
        text: 'Query every courier in one request: price, delivery time, cash on delivery and insurance.',
      },
      orders: { title: 'Create an order', text: 'Book a courier, schedule the pickup and get the waybill number.' },
      tracking: { title: 'Track a parcel', text: 'Check a shipment’s status and history, from pickup to delivery.' },
      webhooks: {
        title: 'Receive webhooks',
        text: 'Get notified of every status, price or waybill change, with a signature you can verify.',
      },
      maps: { title: 'Find an area', text: 'Search a city, district or postal code to get the area id to use.' },
    },
    qsTitle: 'Quick start',
    qsLead: 'Your first rate in three steps, in the sandbox: no courier is booked and nothing is charged.',
    steps: [
      {
        title: 'Create a test key',
        text: (
          <>
            In the dashboard, open <strong>Settings → API keys</strong>: your key starts with <code>sk_test_</code>.
          </>
        ),
      },
      { title: 'Pick the areas', text: 'Use the sandbox test areas, or find your own with the area search.' },
      {
        title: 'Request rates',
        text: 'Send the origin, the destination and the items: the response lists every available service.',
      },
    ],
    qsMore: 'Follow the full guide',
    qsCodeTitle: 'Get rates (sandbox)',
    copy: 'Copy',
    copied: 'Copied',
  },
  id: {
    eyebrow: 'API pengiriman untuk Indonesia',
    title: ['Satu API untuk ', 'semua kurir', ' di Indonesia'],
    lead: 'Bandingkan ongkos kirim, buat pesanan, lacak paket, dan terima setiap perubahan status lewat webhook: JNE, J&T, SiCepat, AnterAja, dan banyak lagi, cukup dengan satu integrasi.',
    ctaPrimary: 'Mulai sekarang',
    ctaSecondary: 'Baca dokumentasi',
    couriersLabel: 'Kurir yang tersedia',
    panelNote: 'Satu permintaan, semua tarif',
    panelCaption: 'Contoh: tarif untuk paket 800 g dari Jakarta Selatan ke Bandung',
    panelRoute: 'Jakarta Selatan → Bandung · 800 g',
    columns: ['Kurir', 'Layanan', 'Estimasi', 'Harga'],
    days: (range) => `${range} hari`,
    tasksTitle: 'Apa yang ingin Anda lakukan?',
    tasksLead: 'Setiap tugas mengarah ke panduan atau referensi yang membahasnya.',
    guide: 'Panduan',
    tasks: {
      start: {
        title: 'Memulai',
        text: 'Dapatkan kunci sandbox, lakukan panggilan pertama, dan pelajari alur lengkap sebuah pengiriman.',
      },
      rates: {
        title: 'Bandingkan tarif',
        text: 'Tanyakan ke semua kurir dalam satu permintaan: harga, estimasi waktu, COD, dan asuransi.',
      },
      orders: { title: 'Buat pesanan', text: 'Pesan kurir, jadwalkan penjemputan, dan dapatkan nomor resi.' },
      tracking: {
        title: 'Lacak paket',
        text: 'Lihat status dan riwayat pengiriman, dari penjemputan hingga diterima.',
      },
      webhooks: {
        title: 'Terima webhook',
        text: 'Dapatkan notifikasi setiap perubahan status, harga, atau nomor resi, dengan tanda tangan yang bisa diverifikasi.',
      },
      maps: { title: 'Cari area', text: 'Cari kota, kecamatan, atau kode pos untuk mendapatkan ID area yang dipakai.' },
    },
    qsTitle: 'Mulai cepat',
    qsLead: 'Tarif pertama Anda dalam tiga langkah, di sandbox: tidak ada kurir yang dipesan dan tidak ada biaya.',
    steps: [
      {
        title: 'Buat kunci uji',
        text: (
          <>
            Di dasbor, buka <strong>Settings → API keys</strong>: kunci Anda diawali <code>sk_test_</code>.
          </>
        ),
      },
      { title: 'Pilih area', text: 'Gunakan area uji sandbox, atau cari area Anda sendiri dengan pencarian area.' },
      { title: 'Minta tarif', text: 'Kirim asal, tujuan, dan barang: respons berisi setiap layanan yang tersedia.' },
    ],
    qsMore: 'Ikuti panduan lengkap',
    qsCodeTitle: 'Ambil tarif (sandbox)',
    copy: 'Salin',
    copied: 'Tersalin',
  },
};

export const COURIERS = [
  'JNE',
  'J&T',
  'SiCepat',
  'AnterAja',
  'Pos Indonesia',
  'TIKI',
  'Ninja Xpress',
  'Lion Parcel',
  'GoSend',
  'GrabExpress',
];

// The rates of lintas.yaml's example for this route (POST /rates, byAreaId), cheapest first.
export const SAMPLE_RATES = [
  { courier: 'JNE', service: 'OKE', days: '3–5', price: 14000 },
  { courier: 'SiCepat', service: 'Reguler', days: '1–2', price: 17000 },
  { courier: 'AnterAja', service: 'Regular', days: '2–3', price: 17500 },
  { courier: 'JNE', service: 'Reguler', days: '2–3', price: 18000 },
];

export const ICONS: Record<TaskId, string> = {
  start: 'M13 2 3 14h9l-1 8 10-12h-9l1-8z',
  rates: 'M20.59 13.41 13.42 20.58a2 2 0 0 1-2.83 0L2 12V2h10l8.59 8.59a2 2 0 0 1 0 2.82zM7 7h.01',
  orders: 'M21 8 12 3 3 8v8l9 5 9-5V8zM3 8l9 5 9-5M12 13v8',
  tracking: 'M1 4h14v11H1zM15 8h4l3 3v4h-7V8zM5.5 21a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM18.5 21a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  webhooks: 'M18 8A6 6 0 0 0 6 8c0 7-3 9-3 9h18s-3-2-3-9M13.73 21a2 2 0 0 1-3.46 0',
  maps: 'M21 10c0 7-9 13-9 13s-9-6-9-13a9 9 0 0 1 18 0zM12 13a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
};

export const TASKS: { id: TaskId; path: string; method?: 'GET' | 'POST'; endpoint?: string }[] = [
  { id: 'start', path: '/docs/getting-started' },
  { id: 'rates', path: '/docs/api/rates/retrieve', method: 'POST', endpoint: '/rates' },
  { id: 'orders', path: '/docs/api/orders/create', method: 'POST', endpoint: '/orders' },
  { id: 'tracking', path: '/docs/api/trackings/retrieve', method: 'GET', endpoint: '/trackings/{tracking_id}' },
  { id: 'webhooks', path: '/docs/api/webhook/overview', method: 'POST', endpoint: '/webhooks' },
  { id: 'maps', path: '/docs/api/maps/search_area', method: 'GET', endpoint: '/maps/areas' },
];

export const CURL = `curl https://api.sandbox.lintas.example/v1/rates \\
  -H "Authorization: Bearer sk_test_…" \\
  -H "Content-Type: application/json" \\
  -d '{
    "origin": { "area_id": "IDNP6IDNC148IDND836IDZ12130" },
    "destination": { "area_id": "IDNP9IDNC22IDND258IDZ40115" },
    "items": [
      { "name": "Kemeja Batik Tulis Parang", "value": 350000, "weight": 400,
        "length": 30, "width": 25, "height": 3, "quantity": 2 }
    ]
  }'`;
