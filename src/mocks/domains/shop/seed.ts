import { isoDateIn } from '../../db/clock';
import type { Db } from '../../db/types';
import { airportByIcao } from '../airports';
import { PLACE } from '../places';
import type {
  HangarBookingRecord,
  HelicopterTransferRecord,
  ShopCategoryRecord,
  ShopProductRecord,
  ShopSellerRecord,
  Texts,
} from './records';

/** Category ids (the shop's filter). */
export const CATEGORY = {
  fuel: 1,
  hangarParking: 2,
  catering: 3,
  groundHandling: 4,
  transport: 5,
  packages: 6,
  helicopter: 7,
  lounge: 8,
} as const;

/** Product ids used by the tests and the other domains' seeds. */
export const PRODUCT = {
  rivieraJetA1: 10201,
  rivieraBiojet: 10202,
  rivieraHangar: 10203,
  rivieraParking: 10204,
  rivieraRamps: 10205,
  rivieraHandling: 10206,
  rivieraDeIcing: 10210,
  rivieraLounge: 10211,
  rivieraHandlingFee: 10212,
  gourmetTray: 10501,
  gourmetMenu: 10502,
  mistralJetA1Nice: 10602,
  lemanHangar: 10701,
  lemanParking: 10702,
  azurMonaco: 10301,
  azurMonacoH135: 10304,
  azurMonacoShared: 10305,
  azurWelcome: 10310,
  lisbonHangar: 12202,
} as const;

/** Option ids of the catering tray. */
export const OPTION = { vegetarian: 1, champagne: 2 } as const;

function t(en: string, fr: string): Texts {
  return { en, fr };
}

function airportId(icao: string): number {
  const airport = airportByIcao(icao);
  if (!airport) throw new Error(`No airport ${icao} in the catalogue`);
  return airport.id;
}

function categories(): ShopCategoryRecord[] {
  return [
    { id: CATEGORY.fuel, slug: 'fuel', parentId: null, name: t('Fuel', 'Carburant') },
    {
      id: CATEGORY.hangarParking,
      slug: 'hangar-parking',
      parentId: null,
      name: t('Hangar & parking', 'Hangar et stationnement'),
    },
    {
      id: CATEGORY.catering,
      slug: 'catering',
      parentId: null,
      name: t('Catering', 'Restauration à bord'),
    },
    {
      id: CATEGORY.groundHandling,
      slug: 'ground-handling',
      parentId: null,
      name: t('Ground handling', 'Assistance en escale'),
    },
    {
      id: CATEGORY.transport,
      slug: 'transport',
      parentId: null,
      name: t('Transport', 'Transport'),
    },
    { id: CATEGORY.packages, slug: 'packages', parentId: null, name: t('Packages', 'Forfaits') },
    {
      id: CATEGORY.helicopter,
      slug: 'helicopter-transfers',
      parentId: CATEGORY.transport,
      name: t('Helicopter transfers', 'Transferts en hélicoptère'),
    },
    {
      id: CATEGORY.lounge,
      slug: 'vip-lounge',
      parentId: CATEGORY.groundHandling,
      name: t('VIP lounge', 'Salon VIP'),
    },
  ];
}

/**
 * The catalogue's filterable attributes the seeded products hold (ids of catalogue/seed.ts's
 * ATTRIBUTE, which imports this module): the shop's "Feature" filter shows them.
 */
const FEATURE = { heated: 3, cuisine: 5, open24h: 6 } as const;

type ProductSeed = Pick<
  ShopProductRecord,
  'id' | 'sellerId' | 'name' | 'typology' | 'unitPrice' | 'vatRate' | 'categoryIds'
> &
  Partial<Omit<ShopProductRecord, 'airportId' | 'serviceId'>> & { icao: string };

/** A product of its own service until `withServices` groups the identical ones. */
type SeededProduct = Omit<ShopProductRecord, 'serviceId'>;

function product(seed: ProductSeed): SeededProduct {
  const { icao, ...rest } = seed;
  const sliced =
    seed.typology === 'hangar' || seed.typology === 'parking' || seed.typology === 'outside_ramps';
  return {
    airportId: airportId(icao),
    description: t('', ''),
    attributeValues: [],
    priceSlices: [],
    availableFrom: null,
    availableTo: null,
    pricingType: sliced ? 'price_per_slice' : 'unit_price',
    saleMode: seed.unitPrice === null ? 'quotation' : 'direct',
    unit: sliced ? 'slice_night' : 'unit',
    discountRate: 0,
    ecotax: 0,
    minQuantity: 1,
    maxQuantity: null,
    attributes: [],
    options: [],
    fuelType: null,
    slices: null,
    contents: [],
    takingChargePlaceIds: [],
    ...rest,
  };
}

function jetA1(
  id: number,
  sellerId: number,
  icao: string,
  unitPrice: number,
  vatRate: number,
): SeededProduct {
  return product({
    id,
    sellerId,
    icao,
    name: t('Jet A-1 into-plane', 'Jet A-1 avitaillement'),
    description: t(
      'Kerosene Jet A-1 delivered into the aircraft by bowser, 24/7 on request.',
      'Kérosène Jet A-1 livré à l’avion par camion avitailleur, 24 h/24 sur demande.',
    ),
    typology: 'fuel',
    categoryIds: [CATEGORY.fuel],
    unit: 'litre',
    unitPrice,
    vatRate,
    minQuantity: 100,
    maxQuantity: 30_000,
    fuelType: 'kerosene',
    attributes: [
      {
        name: t('Specification', 'Spécification'),
        value: t('AFQRJOS / DEF STAN 91-091', 'AFQRJOS / DEF STAN 91-091'),
      },
    ],
  });
}

function handling(
  id: number,
  sellerId: number,
  icao: string,
  unitPrice: number,
  vatRate: number,
  open24h = false,
): SeededProduct {
  return product({
    attributeValues: [{ attributeId: FEATURE.open24h, value: open24h }],
    id,
    sellerId,
    icao,
    name: t('Ground handling (per turnaround)', 'Assistance en escale (par rotation)'),
    description: t(
      'Marshalling, chocks, baggage loading, passenger escort and flight documents.',
      'Guidage, cales, chargement des bagages, accompagnement des passagers et documents de vol.',
    ),
    typology: 'service',
    categoryIds: [CATEGORY.groundHandling],
    unitPrice,
    vatRate,
  });
}

function sliced(
  id: number,
  sellerId: number,
  icao: string,
  typology: 'hangar' | 'parking' | 'outside_ramps',
  unitPrice: number,
  vatRate: number,
  total: number,
  sliceAreaM2: number,
): SeededProduct {
  const names = {
    hangar: t('Hangar', 'Hangar'),
    parking: t('Aircraft parking', 'Stationnement avion'),
    outside_ramps: t('Outside ramp', 'Aire de trafic extérieure'),
  } as const;
  const descriptions = {
    hangar: t(
      'Heated, secured hangar; towing in and out included. Priced per slice and night.',
      'Hangar chauffé et sécurisé, tractage inclus. Prix par tranche et par nuit.',
    ),
    parking: t(
      'Apron parking stand under video surveillance. Priced per slice and night.',
      'Poste de stationnement sur l’aire, sous vidéosurveillance. Prix par tranche et par nuit.',
    ),
    outside_ramps: t(
      'Remote ramp stand, ground power available. Priced per slice and night.',
      'Poste éloigné, groupe de parc disponible. Prix par tranche et par nuit.',
    ),
  } as const;
  return product({
    id,
    sellerId,
    icao,
    name: names[typology],
    description: descriptions[typology],
    typology,
    categoryIds: [CATEGORY.hangarParking],
    // Hangars are heated (their description says so); parking and ramps are in the open.
    attributeValues: [{ attributeId: FEATURE.heated, value: typology === 'hangar' }],
    unitPrice,
    vatRate,
    slices: {
      total,
      sliceAreaM2,
      count: typology === 'parking' ? 'places' : 'slices',
      footprint: null,
    },
    attributes: [
      {
        name: t('Slice area', 'Surface d’une tranche'),
        value: t(`${sliceAreaM2} m²`, `${sliceAreaM2} m²`),
      },
    ],
  });
}

/**
 * Every seeded product belongs to a service (the catalogue domain's ServiceRecord): the products
 * with the same content at several airports are one service, whose id is its first product's.
 */
function withServices(list: readonly SeededProduct[]): ShopProductRecord[] {
  const byContent = new Map<string, number>();
  return list.map((item) => {
    const { id, airportId, ...content } = item;
    void airportId;
    const key = JSON.stringify(content);
    const serviceId = byContent.get(key) ?? id;
    byContent.set(key, serviceId);
    return { ...item, serviceId };
  });
}

function products(): SeededProduct[] {
  const VAT_FR = 20;
  return [
    // Riviera Jet Centre, FBO at Nice.
    jetA1(PRODUCT.rivieraJetA1, 2, 'LFMN', 1.89, VAT_FR),
    product({
      id: PRODUCT.rivieraBiojet,
      sellerId: 2,
      icao: 'LFMN',
      name: t('Biojet (SAF 30 % blend)', 'Biojet (mélange 30 % SAF)'),
      description: t(
        'Sustainable aviation fuel blended with Jet A-1, ISCC certified.',
        'Carburant d’aviation durable mélangé au Jet A-1, certifié ISCC.',
      ),
      typology: 'fuel',
      categoryIds: [CATEGORY.fuel],
      unit: 'litre',
      unitPrice: 2.64,
      vatRate: VAT_FR,
      minQuantity: 100,
      maxQuantity: 20_000,
      fuelType: 'biojet',
    }),
    sliced(PRODUCT.rivieraHangar, 2, 'LFMN', 'hangar', 95, VAT_FR, 18, 150),
    sliced(PRODUCT.rivieraParking, 2, 'LFMN', 'parking', 22, VAT_FR, 40, 150),
    sliced(PRODUCT.rivieraRamps, 2, 'LFMN', 'outside_ramps', 14, VAT_FR, 24, 200),
    handling(PRODUCT.rivieraHandling, 2, 'LFMN', 450, VAT_FR, true),
    product({
      id: 10207,
      sellerId: 2,
      icao: 'LFMN',
      name: t('Crew transport to the hotel', 'Transport de l’équipage à l’hôtel'),
      description: t(
        'Minivan from the FBO to a hotel in Nice.',
        'Minibus du FBO à un hôtel de Nice.',
      ),
      typology: 'service',
      categoryIds: [CATEGORY.transport],
      unit: 'trip',
      unitPrice: 65,
      vatRate: 10,
    }),
    product({
      id: 10208,
      sellerId: 2,
      icao: 'LFMN',
      name: t('Ground power unit (GPU)', 'Groupe de parc (GPU)'),
      description: t(
        '28 V DC / 115 V AC ground power.',
        'Alimentation électrique au sol 28 V DC / 115 V AC.',
      ),
      typology: 'service',
      categoryIds: [CATEGORY.groundHandling],
      unit: 'hour',
      unitPrice: 85,
      vatRate: VAT_FR,
      maxQuantity: 24,
    }),
    product({
      id: 10209,
      sellerId: 2,
      icao: 'LFMN',
      name: t('Lavatory service', 'Vidange des toilettes'),
      description: t('Toilet waste removal and rinsing.', 'Vidange et rinçage des toilettes.'),
      typology: 'service',
      categoryIds: [CATEGORY.groundHandling],
      unitPrice: 120,
      vatRate: VAT_FR,
      maxQuantity: 4,
    }),
    product({
      id: PRODUCT.rivieraDeIcing,
      sellerId: 2,
      icao: 'LFMN',
      name: t('De-icing', 'Dégivrage'),
      description: t(
        'Type I and IV fluids; priced on quotation from the aircraft and the weather.',
        'Fluides de type I et IV ; prix sur devis selon l’avion et la météo.',
      ),
      typology: 'service',
      categoryIds: [CATEGORY.groundHandling],
      unitPrice: null,
      vatRate: VAT_FR,
    }),
    product({
      id: PRODUCT.rivieraLounge,
      sellerId: 2,
      icao: 'LFMN',
      name: t('VIP lounge package', 'Forfait salon VIP'),
      description: t(
        'Private lounge for your passengers before departure or after arrival.',
        'Salon privé pour vos passagers avant le départ ou après l’arrivée.',
      ),
      typology: 'package',
      categoryIds: [CATEGORY.lounge],
      unitPrice: 350,
      vatRate: VAT_FR,
      maxQuantity: 2,
      contents: [
        { name: t('Private lounge (2 hours)', 'Salon privé (2 heures)'), quantity: 1 },
        { name: t('Champagne and canapés', 'Champagne et canapés'), quantity: 1 },
        { name: t('Fast-track security', 'Contrôle de sûreté coupe-file'), quantity: 1 },
        { name: t('Limousine to the aircraft', 'Limousine jusqu’à l’avion'), quantity: 1 },
      ],
    }),
    product({
      id: PRODUCT.azurWelcome,
      sellerId: 3,
      icao: 'LNMC',
      name: t('Heliport VIP welcome', 'Accueil VIP à l’héliport'),
      description: t(
        'Meet and greet at Monaco Heliport, luggage handled to your car or hotel.',
        'Accueil personnalisé à l’héliport de Monaco, bagages portés jusqu’à votre voiture ou hôtel.',
      ),
      typology: 'package',
      categoryIds: [CATEGORY.packages, CATEGORY.helicopter],
      unitPrice: 220,
      vatRate: 10,
      maxQuantity: 6,
      contents: [
        { name: t('Meet and greet', 'Accueil personnalisé'), quantity: 1 },
        { name: t('Luggage handling', 'Prise en charge des bagages'), quantity: 1 },
        {
          name: t('Chauffeured car to Monte-Carlo', 'Voiture avec chauffeur vers Monte-Carlo'),
          quantity: 1,
        },
      ],
    }),
    product({
      id: PRODUCT.rivieraHandlingFee,
      sellerId: 2,
      icao: 'LFMN',
      name: t('FBO handling fee', 'Redevance d’assistance FBO'),
      description: t(
        'Applies to every order from Riviera Jet Centre at Nice.',
        'S’applique à toute commande passée à Riviera Jet Centre à Nice.',
      ),
      typology: 'mandatory_package',
      categoryIds: [CATEGORY.packages],
      unitPrice: 180,
      vatRate: VAT_FR,
      maxQuantity: 1,
      contents: [
        { name: t('Marshalling', 'Guidage au sol'), quantity: 1 },
        { name: t('Ramp fee', 'Redevance de parking sur l’aire'), quantity: 1 },
        { name: t('Passenger handling', 'Assistance passagers'), quantity: 1 },
      ],
    }),
    // Gourmet Skies, catering at Nice and Cannes.
    ...['LFMN', 'LFMD'].map((icao, index) =>
      product({
        id: PRODUCT.gourmetTray + index * 2,
        sellerId: 5,
        icao,
        name: t('Catering tray (per person)', 'Plateau repas (par personne)'),
        description: t(
          'Starter, main course and dessert prepared the same day in our Nice kitchen.',
          'Entrée, plat et dessert préparés le jour même dans notre cuisine niçoise.',
        ),
        typology: 'service',
        categoryIds: [CATEGORY.catering],
        attributeValues: [{ attributeId: FEATURE.cuisine, value: 'french' }],
        unit: 'person',
        unitPrice: 68,
        vatRate: 10,
        maxQuantity: 19,
        options: [
          { id: OPTION.vegetarian, name: t('Vegetarian', 'Végétarien'), unitPrice: 0 },
          {
            id: OPTION.champagne,
            name: t('Champagne (37.5 cl)', 'Champagne (37,5 cl)'),
            unitPrice: 45,
          },
        ],
      }),
    ),
    product({
      id: PRODUCT.gourmetMenu,
      sellerId: 5,
      icao: 'LFMN',
      name: t('Gastronomic menu', 'Menu gastronomique'),
      description: t(
        'A menu designed with you by our chef; priced on quotation.',
        'Un menu conçu avec vous par notre chef ; prix sur devis.',
      ),
      typology: 'service',
      categoryIds: [CATEGORY.catering],
      attributeValues: [{ attributeId: FEATURE.cuisine, value: 'mediterranean' }],
      unit: 'person',
      unitPrice: null,
      vatRate: 10,
    }),
    // Mistral Fuels.
    jetA1(10601, 6, 'LFML', 1.76, VAT_FR),
    jetA1(PRODUCT.mistralJetA1Nice, 6, 'LFMN', 1.82, VAT_FR),
    jetA1(10603, 6, 'LFTH', 1.84, VAT_FR),
    product({
      id: 10604,
      sellerId: 6,
      icao: 'LFTH',
      name: t('Avgas 100LL', 'Avgas 100LL'),
      description: t(
        'Aviation gasoline for piston aircraft.',
        'Essence aviation pour avions à pistons.',
      ),
      typology: 'fuel',
      categoryIds: [CATEGORY.fuel],
      unit: 'litre',
      unitPrice: 2.95,
      vatRate: VAT_FR,
      minQuantity: 20,
      fuelType: 'fuel',
    }),
    // Léman Hangars, Geneva (CHF).
    sliced(PRODUCT.lemanHangar, 7, 'LSGG', 'hangar', 140, 8.1, 12, 200),
    sliced(PRODUCT.lemanParking, 7, 'LSGG', 'parking', 35, 8.1, 30, 150),
    // Prestige Aero Taxi, Paris.
    ...[
      ['LFPB', 290],
      ['LFPG', 320],
    ].map(([icao, price], index) =>
      product({
        id: 10801 + index,
        sellerId: 8,
        icao: String(icao),
        name: t('Limousine transfer to Paris', 'Transfert en limousine vers Paris'),
        description: t(
          'Mercedes S-Class with chauffeur, up to 3 passengers, to any address in Paris.',
          'Mercedes Classe S avec chauffeur, jusqu’à 3 passagers, vers toute adresse à Paris.',
        ),
        typology: 'service',
        categoryIds: [CATEGORY.transport],
        unit: 'trip',
        unitPrice: Number(price),
        vatRate: 10,
      }),
    ),
    // GVA Taxi, Geneva (CHF).
    product({
      id: 12001,
      sellerId: 20,
      icao: 'LSGG',
      name: t('Taxi to Geneva city centre', 'Taxi vers le centre de Genève'),
      description: t(
        'Executive car from the business aviation terminal, up to 4 passengers.',
        'Voiture de standing depuis le terminal d’aviation d’affaires, jusqu’à 4 passagers.',
      ),
      typology: 'service',
      categoryIds: [CATEGORY.transport],
      unit: 'trip',
      unitPrice: 95,
      vatRate: 8.1,
    }),
    // Costa Brava Handling, Girona.
    jetA1(11401, 14, 'LEGE', 1.71, 21),
    sliced(11402, 14, 'LEGE', 'parking', 18, 21, 20, 150),
    handling(11403, 14, 'LEGE', 380, 21),
    // Lisbon Executive FBO.
    jetA1(12201, 22, 'LPPT', 1.69, 23),
    {
      // Cheaper per slice for a larger booking: 1-2 slices 130, 3-4 120, 5-10 110.
      ...sliced(PRODUCT.lisbonHangar, 22, 'LPPT', 'hangar', 110, 23, 10, 200),
      pricingType: 'price_per_slice',
      priceSlices: [
        { places: 10, unitPrice: 110 },
        { places: 4, unitPrice: 120 },
        { places: 2, unitPrice: 130 },
      ],
    },
    sliced(12203, 22, 'LPPT', 'parking', 25, 23, 24, 150),
    handling(12204, 22, 'LPPT', 420, 23, true),
    sliced(12205, 22, 'LPCS', 'parking', 16, 23, 12, 150),
    handling(12206, 22, 'LPCS', 260, 23),
    // Helicopter transfers: each service one aircraft and kind of flight (its facts in
    // `helicopterTransfers`), its taking-charge addresses the helicopter shop's destinations.
    ...(
      [
        [PRODUCT.azurMonaco, 3, 'LFMN', 'Nice – Monaco', '', 1650, [PLACE.monacoHeliport]],
        [
          PRODUCT.azurMonacoH135,
          3,
          'LFMN',
          'Nice – Monaco',
          ' (H135)',
          2100,
          [PLACE.monacoHeliport, PLACE.portHercule],
        ],
        [
          PRODUCT.azurMonacoShared,
          3,
          'LFMN',
          'Nice – Monaco',
          'shared',
          165,
          [PLACE.monacoHeliport],
        ],
        [10302, 3, 'LFMN', 'Nice – Cannes', '', 1900, [PLACE.cannesMandelieu, PLACE.capEdenRoc]],
        [10303, 3, 'LFMN', 'Nice – Saint-Tropez', '', 2900, [PLACE.laMole]],
        [10306, 3, 'LFMN', 'Nice – Saint-Tropez', 'shared', 390, [PLACE.laMole]],
        [11701, 17, 'LIPB', 'Bolzano – Cortina', '', 2400, [PLACE.cristalloCortina]],
        [11702, 17, 'LIPB', 'Bolzano – Val Gardena', 'shared', 240, [PLACE.adlerOrtisei]],
      ] satisfies [number, number, string, string, string, number, number[]][]
    ).map(([id, sellerId, icao, route, variant, unitPrice, places]) =>
      product({
        id,
        sellerId,
        icao,
        name:
          variant === 'shared'
            ? t(`Shared helicopter shuttle ${route}`, `Navette partagée en hélicoptère ${route}`)
            : t(
                `Helicopter transfer ${route}${variant}`,
                `Transfert en hélicoptère ${route}${variant}`,
              ),
        typology: 'helicopter',
        categoryIds: [CATEGORY.helicopter],
        unit: variant === 'shared' ? 'person' : 'trip',
        unitPrice,
        vatRate: 10,
        takingChargePlaceIds: places,
      }),
    ),
  ];
}

function sellers(): ShopSellerRecord[] {
  return [
    {
      sellerId: 2,
      presentation: t(
        'Riviera Jet Centre welcomes business aviation at Nice Côte d’Azur: terminal, lounge, fuel, hangar and ground handling, 24/7.',
        'Riviera Jet Centre accueille l’aviation d’affaires à Nice Côte d’Azur : terminal, salon, carburant, hangar et assistance en escale, 24 h/24.',
      ),
    },
    {
      sellerId: 3,
      presentation: t(
        'Helicopter transfers between Nice, Monaco, Cannes and Saint-Tropez in Airbus H130 and H135.',
        'Transferts en hélicoptère entre Nice, Monaco, Cannes et Saint-Tropez en Airbus H130 et H135.',
      ),
    },
    {
      sellerId: 5,
      presentation: t(
        'Inflight catering prepared in Nice from local produce, delivered to the aircraft at Nice and Cannes.',
        'Restauration à bord préparée à Nice avec des produits locaux, livrée à l’avion à Nice et Cannes.',
      ),
    },
    {
      sellerId: 6,
      presentation: t(
        'Into-plane fuelling at Marseille, Nice and Toulon.',
        'Avitaillement à Marseille, Nice et Toulon.',
      ),
    },
    {
      sellerId: 7,
      presentation: t(
        'Heated hangars and parking at Geneva Airport, a few minutes from the business aviation terminal.',
        'Hangars chauffés et stationnement à l’aéroport de Genève, à quelques minutes du terminal d’aviation d’affaires.',
      ),
    },
    {
      sellerId: 8,
      presentation: t(
        'Chauffeured cars at Le Bourget and Roissy.',
        'Voitures avec chauffeur au Bourget et à Roissy.',
      ),
    },
    {
      sellerId: 14,
      presentation: t(
        'Handling, fuel and parking at Girona Costa Brava.',
        'Assistance, carburant et stationnement à Gérone Costa Brava.',
      ),
    },
    {
      sellerId: 17,
      presentation: t(
        'Helicopter flights from Bolzano to the Dolomites.',
        'Vols en hélicoptère de Bolzano vers les Dolomites.',
      ),
    },
    {
      sellerId: 20,
      presentation: t(
        'Executive taxis at Geneva Airport, day and night.',
        'Taxis de standing à l’aéroport de Genève, jour et nuit.',
      ),
    },
    {
      sellerId: 22,
      presentation: t(
        'The business aviation centre of Lisbon and Cascais: handling, fuel, hangar.',
        'Le centre d’aviation d’affaires de Lisbonne et Cascais : assistance, carburant, hangar.',
      ),
    },
  ];
}

/**
 * Other customers' hangar nights around trip 1 (Nice from day 3 to day 6, Geneva from day 6):
 * Riviera's hangar has room for two nights from the arrival but is nearly full on the night
 * of day 5; Léman's is nearly full on the night of day 6.
 */
function bookings(): HangarBookingRecord[] {
  const rows: [number, number, number][] = [
    [PRODUCT.rivieraHangar, 2, 8],
    [PRODUCT.rivieraHangar, 3, 6],
    [PRODUCT.rivieraHangar, 4, 9],
    [PRODUCT.rivieraHangar, 5, 16],
    [PRODUCT.rivieraHangar, 6, 4],
    [PRODUCT.rivieraParking, 4, 12],
    [PRODUCT.lemanHangar, 6, 11],
    [PRODUCT.lemanHangar, 7, 5],
  ];
  return rows.map(([productId, day, slices]) => ({
    productId,
    date: isoDateIn(day),
    slices,
    quoteId: null,
  }));
}

/** The helicopter services' aircraft and flights (keyed by service: a seeded service's id is its product's). */
function transfers(): HelicopterTransferRecord[] {
  const h130 = { helicopterModel: 'Airbus H130', registration: '3A-MXA', seats: 6, luggageKg: 150 };
  const h135 = { helicopterModel: 'Airbus H135', registration: '3A-MXB', seats: 6, luggageKg: 220 };
  const h125 = { helicopterModel: 'Airbus H125', registration: '3A-MXC', seats: 5, luggageKg: 100 };
  const b3 = { helicopterModel: 'Airbus H125', registration: 'I-DOLB', seats: 5, luggageKg: 90 };
  return [
    { serviceId: PRODUCT.azurMonaco, ...h130, type: 'private', durationMinutes: 7 },
    { serviceId: PRODUCT.azurMonacoH135, ...h135, type: 'private', durationMinutes: 7 },
    { serviceId: PRODUCT.azurMonacoShared, ...h125, type: 'shared', durationMinutes: 7 },
    { serviceId: 10302, ...h130, type: 'private', durationMinutes: 10 },
    { serviceId: 10303, ...h130, type: 'private', durationMinutes: 20 },
    { serviceId: 10306, ...h125, type: 'shared', durationMinutes: 20 },
    { serviceId: 11701, ...b3, type: 'private', durationMinutes: 25 },
    { serviceId: 11702, ...b3, type: 'shared', durationMinutes: 15 },
  ];
}

export function seedShop(): Pick<
  Db,
  | 'shopCategories'
  | 'shopProducts'
  | 'shopSellers'
  | 'hangarBookings'
  | 'helicopterTransfers'
  | 'checkouts'
  | 'paymentIntents'
  | 'quoteOrderTerms'
> {
  return {
    shopCategories: categories(),
    shopProducts: withServices(products()),
    shopSellers: sellers(),
    hangarBookings: bookings(),
    helicopterTransfers: transfers(),
    checkouts: [],
    paymentIntents: [],
    quoteOrderTerms: [],
  };
}
