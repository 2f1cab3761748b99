// The component catalogue: stock ranges and their parts. The four bottle
// ranges are the glass page's (same capacities and necks); the closures and
// the refill flask are the ones its sustainability table describes (PP pumps
// on 18/415, crimp pumps with aluminium collars on FEA 15, caps in 70–100 %
// recycled aluminium, a 150 ml refill flask in PCR PET). Fits are worked out
// from the neck finishes, never listed by hand.
import { decorations, labelOf, neckFinishes, type Material, type NeckFinish, type PartType } from '../../app/catalogue/parts.ts';
import { id } from './ids.ts';
import { image, ref, slug, type Doc, type ImagePlaceholder } from './lib.ts';

type Decoration = (typeof decorations)[number]['value'];

interface RangeSource {
  slug: string;
  name: string;
  description: string;
  /** What its parts are, for the pictures' alt text: "square heavy-base flacon". */
  noun: string;
  /** Words for its parts' pictures (dataset/art/part.ts): the shape or style the range shares. */
  look: string;
}

interface PartSource {
  code: string;
  name: string;
  type: PartType;
  range: string;
  description: string;
  capacityMl?: number;
  /** Height, diameter or width (mm) and weight (g), as supplied. */
  size: [number, number, number];
  neck?: NeckFinish;
  material: Material;
  finish: string;
  recycled: number;
  minimum: number;
  decorations: Decoration[];
  /** Words for its picture beyond the range's (an accessory's kind), and the alt text's noun when the range's does not say it. */
  look?: string;
  noun?: string;
}

export const RANGES: RangeSource[] = [
  {
    slug: 'albury',
    name: 'Albury',
    description:
      'A square heavy-base flacon with softened edges in 30, 50 and 100 ml, clear or frosted, on an FEA 15 crimp neck: our most requested stock shape.',
    noun: 'square heavy-base flacon',
    look: 'square heavy',
  },
  {
    slug: 'hatfield',
    name: 'Hatfield',
    description: 'A tall cylinder with a thick polished base and a slim shoulder, in 50 and 100 ml, on an FEA 15 crimp neck.',
    noun: 'tall cylindrical flacon',
    look: 'cylinder heavy',
  },
  {
    slug: 'wadesmill',
    name: 'Wadesmill',
    description:
      'A round refillable flask in 15, 30 and 75 ml with an 18/415 screw neck: the pump unscrews, so the bottle is refilled rather than replaced. Clear or amber glass.',
    noun: 'round flask',
    look: 'round',
  },
  {
    slug: 'roydon',
    name: 'Roydon',
    description:
      'Miniatures of 5 and 10 ml in the proportions of our full-size flacons, on an FEA 13 crimp neck, for discovery sets and gifts.',
    noun: 'miniature flacon',
    look: 'rect',
  },
  {
    slug: 'amwell',
    name: 'Amwell',
    description:
      'Spray pumps with an anodised aluminium collar: crimp pumps for FEA 15 and FEA 13 necks, crimped on the line for a seal that never loosens, and screw-on pumps for 18/415.',
    noun: 'spray pump',
    look: '',
  },
  {
    slug: 'hunsdon',
    name: 'Hunsdon',
    description:
      'Mono-material pumps for 18/415 necks, moulded entirely in PP with a plastic spring instead of steel, so they recycle without being taken apart.',
    noun: 'mono-material PP pump',
    look: '',
  },
  {
    slug: 'thundridge',
    name: 'Thundridge',
    description:
      'Aluminium collars that slip over a crimped pump to hide its ferrule and seat the cap squarely, for FEA 15 and FEA 13 necks, in four anodised finishes.',
    noun: 'aluminium collar',
    look: '',
  },
  {
    slug: 'standon',
    name: 'Standon',
    description: 'Solid zamac cube caps, plated or lacquered, with a PP inner that grips the collar: the weight a buyer feels first.',
    noun: 'zamac cube cap',
    look: 'cube',
  },
  {
    slug: 'bengeo',
    name: 'Bengeo',
    description:
      'Cylinder caps drawn from 70 to 100 % recycled aluminium, held by an aluminium spring rather than a plastic liner, so they go in with cans in kerbside metal collections.',
    noun: 'recycled aluminium cap',
    look: 'cylinder',
  },
  {
    slug: 'tewin',
    name: 'Tewin',
    description: 'Caps turned from FSC-certified oak and walnut, sealed with a water-based lacquer; the grain differs from cap to cap.',
    noun: 'turned wood cap',
    look: 'cylinder',
  },
  {
    slug: 'widford',
    name: 'Widford',
    description:
      'What goes with a refillable flask: refill flasks in recycled PET, droppers for 18/415 necks, travel atomisers and sample vials.',
    noun: 'accessory',
    look: '',
  },
];

const GLASS: Decoration[] = ['screen-print', 'hot-foil', 'spray-lacquer', 'metallisation', 'uv-print'];

/** A bottle range's sizes in clear and one other glass: [capacity ml, height mm, width mm, weight g]. */
function bottles(
  range: string,
  prefix: string,
  neck: NeckFinish,
  sizes: [number, number, number, number][],
  minimum: number,
  glasses: [finish: string, suffix: string, material: Material, describe: (ml: number) => string][],
): PartSource[] {
  return glasses.flatMap(([finish, suffix, material, describe]) =>
    sizes.map(([ml, height, width, weight]) => ({
      code: `${prefix}-${String(ml).padStart(3, '0')}${suffix}`,
      name: `${RANGES.find((r) => r.slug === range)?.name} ${ml} ml${finish === 'Clear' ? '' : `, ${finish.toLowerCase()}`}`,
      type: 'bottle' as const,
      range,
      description: describe(ml),
      capacityMl: ml,
      size: [height, width, weight] as [number, number, number],
      neck,
      material,
      finish,
      // Flint takes 20 to 40 % cullet depending on the furnace (the glass page); each delivery's figure is on its certificate.
      recycled: 30,
      minimum,
      decorations: finish === 'Clear' ? [...GLASS, 'acid-etch' as const] : GLASS,
    })),
  );
}

/** One closure in several finishes: [finish, code suffix, recycled %?]. */
function finishes(
  base: Omit<PartSource, 'code' | 'name' | 'finish' | 'recycled'> & { recycled?: number },
  prefix: string,
  name: string,
  list: [finish: string, suffix: string, recycled?: number][],
): PartSource[] {
  return list.map(([finish, suffix, recycled]) => ({
    ...base,
    code: `${prefix}-${suffix}`,
    name: `${name}, ${finish.toLowerCase()}`,
    finish,
    recycled: recycled ?? base.recycled ?? 0,
  }));
}

const METAL_FINISHES: [string, string][] = [
  ['Polished gold', 'GD'],
  ['Polished silver', 'SV'],
  ['Matt black', 'BK'],
];

export const PARTS: PartSource[] = [
  ...bottles(
    'albury',
    'ALB',
    'fea-15',
    [
      [30, 80, 50, 130],
      [50, 92, 60, 185],
      [100, 112, 72, 290],
    ],
    3000,
    [
      [
        'Clear',
        '',
        'flint-glass',
        (ml) => `A ${ml} ml square flacon in flint glass with softened edges and a heavy base, on an FEA 15 crimp neck.`,
      ],
      [
        'Frosted',
        '-F',
        'flint-glass',
        (ml) =>
          `The ${ml} ml Albury acid-etched all over to an even satin frost; the heavy base shows as a deeper band. FEA 15 crimp neck.`,
      ],
    ],
  ),
  ...bottles(
    'hatfield',
    'HAT',
    'fea-15',
    [
      [50, 120, 34, 150],
      [100, 150, 42, 235],
    ],
    3000,
    [
      [
        'Clear',
        '',
        'flint-glass',
        (ml) => `A tall ${ml} ml cylinder in flint glass with a thick polished base and a slim shoulder, on an FEA 15 crimp neck.`,
      ],
      [
        'Frosted',
        '-F',
        'flint-glass',
        (ml) => `The ${ml} ml Hatfield acid-etched to a satin frost, the polished base left clear. FEA 15 crimp neck.`,
      ],
    ],
  ),
  ...bottles(
    'wadesmill',
    'WAD',
    'gcmi-18-415',
    [
      [15, 48, 46, 48],
      [30, 60, 56, 85],
      [75, 82, 76, 170],
    ],
    5000,
    [
      [
        'Clear',
        '',
        'flint-glass',
        (ml) =>
          `A round ${ml} ml flask in flint glass with an 18/415 screw neck: the pump unscrews, so it is refilled rather than replaced.`,
      ],
      [
        'Amber',
        '-A',
        'amber-glass',
        (ml) => `The ${ml} ml Wadesmill in amber glass, which keeps light from oils and serums; 18/415 screw neck for pumps and droppers.`,
      ],
    ],
  ),
  ...bottles(
    'roydon',
    'ROY',
    'fea-13',
    [
      [5, 50, 26, 22],
      [10, 60, 32, 34],
    ],
    10000,
    [
      [
        'Clear',
        '',
        'flint-glass',
        (ml) => `A ${ml} ml miniature in the proportions of our full-size flacons, in flint glass on an FEA 13 crimp neck.`,
      ],
      [
        'Frosted',
        '-F',
        'flint-glass',
        (ml) => `The ${ml} ml Roydon miniature acid-etched to a satin frost, for discovery sets and gifts. FEA 13 crimp neck.`,
      ],
    ],
  ),

  ...finishes(
    {
      type: 'pump',
      range: 'amwell',
      description:
        'A 70 µl crimp pump for FEA 15 necks: aluminium collar and actuator, dip tube cut to the bottle. Crimped to the glass, so it is not taken off.',
      size: [24, 18, 3.2],
      neck: 'fea-15',
      material: 'aluminium',
      minimum: 5000,
      decorations: ['anodising', 'engraving'],
    },
    'AMW-P15',
    'Amwell FEA 15 crimp pump',
    [...METAL_FINISHES, ['Gunmetal', 'GM']],
  ),
  ...finishes(
    {
      type: 'pump',
      range: 'amwell',
      description: 'A 50 µl crimp pump for FEA 13 miniatures, with an aluminium collar and actuator and a dip tube cut to the bottle.',
      size: [20, 15, 2.4],
      neck: 'fea-13',
      material: 'aluminium',
      minimum: 5000,
      decorations: ['anodising'],
    },
    'AMW-P13',
    'Amwell FEA 13 crimp pump',
    METAL_FINISHES.slice(0, 2),
  ),
  ...finishes(
    {
      type: 'pump',
      range: 'amwell',
      description:
        'A 100 µl screw-on spray pump for 18/415 necks, an aluminium collar over a PP body: it unscrews, so the flask can be refilled.',
      size: [30, 21, 4.2],
      neck: 'gcmi-18-415',
      material: 'aluminium',
      minimum: 5000,
      decorations: ['anodising', 'engraving'],
    },
    'AMW-S18',
    'Amwell 18/415 screw pump',
    METAL_FINISHES.slice(0, 2),
  ),
  ...finishes(
    {
      type: 'pump',
      range: 'hunsdon',
      description:
        'A 100 µl fine-mist pump for 18/415 necks moulded entirely in PP, spring included: recyclable where PP is collected, without taking it apart.',
      size: [30, 20, 3.4],
      neck: 'gcmi-18-415',
      material: 'polypropylene',
      minimum: 10000,
      decorations: ['hot-foil'],
    },
    'HUN-S18',
    'Hunsdon 18/415 spray pump',
    [
      ['Natural', 'NAT'],
      ['White', 'WHT'],
      ['Black', 'BLK'],
    ],
  ),
  ...finishes(
    {
      type: 'pump',
      range: 'hunsdon',
      description: 'A 0.2 ml lotion pump for 18/415 necks, all PP with a lock-down head, for serums and body oils in the Wadesmill flask.',
      size: [40, 22, 4.6],
      neck: 'gcmi-18-415',
      material: 'polypropylene',
      minimum: 10000,
      decorations: ['hot-foil'],
      look: 'lotion',
      noun: 'mono-material PP lotion pump',
    },
    'HUN-L18',
    'Hunsdon 18/415 lotion pump',
    [['White', 'WHT']],
  ),

  ...finishes(
    {
      type: 'collar',
      range: 'thundridge',
      description: 'A 10 mm aluminium collar that slips over a crimped FEA 15 pump, hiding the ferrule and seating the cap square.',
      size: [10, 18, 1.5],
      neck: 'fea-15',
      material: 'aluminium',
      minimum: 5000,
      decorations: ['anodising', 'engraving'],
    },
    'THU-C15',
    'Thundridge FEA 15 collar',
    [...METAL_FINISHES, ['Rose gold', 'RG']],
  ),
  ...finishes(
    {
      type: 'collar',
      range: 'thundridge',
      description: 'An 8 mm aluminium collar for crimped FEA 13 pumps on miniatures, matched to the FEA 15 collars of a full-size bottle.',
      size: [8, 15, 1.1],
      neck: 'fea-13',
      material: 'aluminium',
      minimum: 5000,
      decorations: ['anodising'],
    },
    'THU-C13',
    'Thundridge FEA 13 collar',
    METAL_FINISHES.slice(0, 2),
  ),

  ...finishes(
    {
      type: 'cap',
      range: 'standon',
      description: 'A solid 24 mm zamac cube, 34 g, with a PP inner that grips an FEA 15 collar. Plated and polished, or lacquered matt.',
      size: [24, 24, 34],
      neck: 'fea-15',
      material: 'zamac',
      minimum: 2000,
      decorations: ['metallisation', 'spray-lacquer', 'engraving'],
    },
    'STA-Z15',
    'Standon FEA 15 cube cap',
    [...METAL_FINISHES, ['Gunmetal', 'GM']],
  ),
  ...finishes(
    {
      type: 'cap',
      range: 'standon',
      description: 'The Standon cube in 15 mm, 11 g, for FEA 13 miniatures: the full-size cap in small, with the same PP inner.',
      size: [15, 15, 11],
      neck: 'fea-13',
      material: 'zamac',
      minimum: 2000,
      decorations: ['metallisation', 'spray-lacquer'],
    },
    'STA-Z13',
    'Standon FEA 13 cube cap',
    METAL_FINISHES,
  ),
  ...finishes(
    {
      type: 'cap',
      range: 'bengeo',
      description:
        'A 34 mm cylinder cap in recycled aluminium for FEA 15, held on the collar by an aluminium spring, with no plastic liner.',
      size: [34, 20, 4.6],
      neck: 'fea-15',
      material: 'aluminium',
      minimum: 3000,
      decorations: ['anodising', 'engraving', 'uv-print'],
    },
    'BEN-A15',
    'Bengeo FEA 15 cap',
    [
      ['Polished silver', 'SV', 100],
      ['Polished gold', 'GD', 80],
      ['Matt black', 'BK', 70],
      ['Rose gold', 'RG', 80],
    ],
  ),
  ...finishes(
    {
      type: 'cap',
      range: 'bengeo',
      description: 'A 26 mm cylinder cap in recycled aluminium for FEA 13 miniatures, spring-held like the FEA 15 cap.',
      size: [26, 16, 3.1],
      neck: 'fea-13',
      material: 'aluminium',
      minimum: 3000,
      decorations: ['anodising', 'engraving'],
    },
    'BEN-A13',
    'Bengeo FEA 13 cap',
    [
      ['Polished silver', 'SV', 100],
      ['Polished gold', 'GD', 80],
    ],
  ),
  ...finishes(
    {
      type: 'cap',
      range: 'bengeo',
      description:
        'An overcap in recycled aluminium for screw pumps on 18/415 necks, tall enough to clear the actuator of the Wadesmill flask.',
      size: [38, 24, 5.8],
      neck: 'gcmi-18-415',
      material: 'aluminium',
      minimum: 3000,
      decorations: ['anodising', 'engraving', 'uv-print'],
    },
    'BEN-A18',
    'Bengeo 18/415 overcap',
    [
      ['Polished silver', 'SV', 100],
      ['Matt black', 'BK', 70],
    ],
  ),
  ...finishes(
    {
      type: 'cap',
      range: 'tewin',
      description: 'Turned from FSC-certified timber and sealed with a water-based lacquer, with a PP insert that grips an FEA 15 collar.',
      size: [28, 24, 7],
      neck: 'fea-15',
      material: 'wood',
      minimum: 1000,
      decorations: ['engraving', 'uv-print', 'hot-foil'],
    },
    'TEW-W15',
    'Tewin FEA 15 cap',
    [
      ['Natural oak', 'OAK'],
      ['Smoked oak', 'SMK'],
      ['Walnut', 'WAL'],
    ],
  ),
  ...finishes(
    {
      type: 'cap',
      range: 'tewin',
      description: 'An oak overcap for 18/415 screw pumps, turned from FSC-certified timber, for a Wadesmill flask with no metal on show.',
      size: [32, 26, 8],
      neck: 'gcmi-18-415',
      material: 'wood',
      minimum: 1000,
      decorations: ['engraving', 'uv-print'],
    },
    'TEW-W18',
    'Tewin 18/415 overcap',
    [['Natural oak', 'OAK']],
  ),

  {
    code: 'WID-RF150',
    name: 'Widford refill flask, 150 ml',
    type: 'accessory',
    range: 'widford',
    description:
      'A 150 ml flask in 50 % recycled PET with a 20/410 PP screw cap, for refilling the Wadesmill flask: one refills a 75 ml bottle twice.',
    size: [128, 52, 22],
    neck: 'gcmi-20-410',
    material: 'pcr-pet',
    finish: 'Clear',
    recycled: 50,
    minimum: 5000,
    decorations: ['screen-print', 'uv-print'],
    look: 'refill',
    noun: 'refill flask in recycled PET with a white PP screw cap',
  },
  {
    code: 'WID-RF250',
    name: 'Widford refill flask, 250 ml',
    type: 'accessory',
    range: 'widford',
    description: 'The 250 ml refill flask in 50 % recycled PET with a 20/410 PP screw cap: three refills of a 75 ml Wadesmill flask.',
    size: [160, 60, 30],
    neck: 'gcmi-20-410',
    material: 'pcr-pet',
    finish: 'Clear',
    recycled: 50,
    minimum: 5000,
    decorations: ['screen-print', 'uv-print'],
    look: 'refill',
    noun: 'refill flask in recycled PET with a white PP screw cap',
  },
  {
    code: 'WID-DR18',
    name: 'Widford 18/415 dropper',
    type: 'accessory',
    range: 'widford',
    description:
      'A dropper for 18/415 necks: PP collar and bulb, with a flint-glass pipette cut to reach the base of a 30 ml Wadesmill. Other lengths to order.',
    size: [75, 22, 4.5],
    neck: 'gcmi-18-415',
    material: 'polypropylene',
    finish: 'White',
    recycled: 0,
    minimum: 5000,
    decorations: ['hot-foil'],
    look: 'dropper',
    noun: 'dropper with a flint-glass pipette and a PP collar and bulb, for 18/415 necks',
  },
  ...finishes(
    {
      type: 'accessory',
      range: 'widford',
      description:
        'An 8 ml travel atomiser: an aluminium case around a glass vial, filled from any spray pump through the valve in its base.',
      size: [80, 18, 14],
      material: 'aluminium',
      minimum: 1000,
      decorations: ['anodising', 'engraving', 'uv-print'],
      look: 'atomiser',
      noun: 'aluminium travel atomiser',
    },
    'WID-AT8',
    'Widford travel atomiser, 8 ml',
    METAL_FINISHES.slice(1),
  ),
  {
    code: 'WID-SV2',
    name: 'Widford sample vial, 2 ml',
    type: 'accessory',
    range: 'widford',
    description: 'A 2 ml flint-glass vial with a crimped micro-spray, for samples at the counter and in the parcel.',
    size: [40, 11, 4],
    material: 'flint-glass',
    finish: 'Clear',
    recycled: 0,
    minimum: 10000,
    decorations: ['screen-print'],
    look: 'vial',
    noun: 'glass sample vial with a micro-spray',
  },
];

/** Finishes as the pictures draw them (dataset/art/part.ts). */
const FINISH_LOOK: Record<string, string> = {
  Clear: 'clear',
  Frosted: 'frosted',
  Amber: 'amber-glass',
  'Polished gold': 'gold',
  'Polished silver': 'silver',
  'Matt black': 'matt black',
  Gunmetal: 'gunmetal',
  'Rose gold': 'rosegold',
  Natural: 'natural',
  White: 'white',
  Black: 'black',
  'Natural oak': 'oak',
  'Smoked oak': 'smoked',
  Walnut: 'walnut',
};

const rangeOf = (part: PartSource): RangeSource => {
  const range = RANGES.find((r) => r.slug === part.range);
  if (!range) throw new Error(`components: ${part.code} names an unknown range ${part.range}`);
  return range;
};

const partSlug = (part: PartSource) => part.code.toLowerCase();

/** The picture's words, all from the part's data. */
function variantOf(part: PartSource): string {
  const [height, width] = part.size;
  const neckMm = part.neck ? /\d+/.exec(part.neck)?.[0] : undefined;
  return [
    part.type,
    rangeOf(part).look,
    part.look ?? '',
    part.material === 'polypropylene' ? 'pp' : '',
    FINISH_LOOK[part.finish] ?? '',
    part.neck ? (part.neck.startsWith('fea') ? 'crimp' : 'screw') : '',
    `height-${height}`,
    `width-${width}`,
    neckMm ? `neck-${neckMm}` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

const article = (words: string) => (/^[aeiou]/i.test(words) ? `an ${words}` : `a ${words}`);

/** "Albury 50 ml: a clear square heavy-base flacon with an FEA 15 crimp neck". */
function altOf(part: PartSource): string {
  const neck = labelOf(neckFinishes, part.neck);
  const noun = part.noun ?? rangeOf(part).noun;
  switch (part.type) {
    case 'bottle':
      return `${part.name}: ${article(`${part.finish.toLowerCase()} ${noun}`)} without its cap, showing its ${neck} ${part.neck?.startsWith('fea') ? 'crimp' : 'screw'} neck`;
    case 'pump':
      return `${part.name}: ${article(`${part.finish.toLowerCase()} ${noun}`)} for ${neck} necks, with its dip tube`;
    case 'accessory':
      return `${part.name}: ${article(`${part.finish.toLowerCase()} ${noun}`)}`;
    default:
      return `${part.name}: ${article(`${part.finish.toLowerCase()} ${noun}`)} for ${neck} necks`;
  }
}

function pictureOf(part: PartSource): ImagePlaceholder {
  return image('part', 'part', `part-${partSlug(part)}`, altOf(part), { variant: variantOf(part), tone: 'ivory' });
}

/** A bottle lists every pump, collar, cap and accessory on its neck; a pump lists the bottles it fits. */
function fitsOf(part: PartSource): PartSource[] {
  if (!part.neck) return [];
  if (part.type === 'bottle') return PARTS.filter((other) => other.type !== 'bottle' && other.neck === part.neck);
  if (part.type === 'pump') return PARTS.filter((other) => other.type === 'bottle' && other.neck === part.neck);
  return [];
}

const componentDocs: Doc[] = PARTS.map((part) => {
  const [heightMm, diameterMm, weightG] = part.size;
  const fits = fitsOf(part);
  return {
    _id: id.component(partSlug(part)),
    _type: 'component',
    name: part.name,
    code: part.code,
    slug: slug(partSlug(part)),
    partType: part.type,
    range: ref(id.componentRange(part.range)),
    description: part.description,
    ...(part.capacityMl !== undefined ? { capacityMl: part.capacityMl } : {}),
    heightMm,
    diameterMm,
    weightG,
    ...(part.neck ? { neckFinish: part.neck } : {}),
    material: part.material,
    finish: part.finish,
    recycledContent: part.recycled,
    minimumOrder: part.minimum,
    ...(part.decorations.length ? { decorationOptions: part.decorations } : {}),
    images: [pictureOf(part)],
    ...(fits.length ? { fits: fits.map((fit) => ref(id.component(partSlug(fit)))) } : {}),
  };
});

// A range shows its first part's picture: the same file, drawn once.
const rangeDocs: Doc[] = RANGES.map((range, index) => {
  const lead = PARTS.find((part) => part.range === range.slug);
  return {
    _id: id.componentRange(range.slug),
    _type: 'componentRange',
    name: range.name,
    slug: slug(range.slug),
    description: range.description,
    ...(lead ? { image: pictureOf(lead) } : {}),
    displayOrder: (index + 1) * 10,
  };
});

export const components: Doc[] = [...rangeDocs, ...componentDocs];
