import {id} from './ids.ts'
import {image, seo, slug, type ArtKind, type ArtTone, type Doc, type SizeName} from './lib.ts'

/** [kind, size, tone, variant, alt, caption]: every caption in a gallery is unique and says what the picture shows. */
type Picture = [ArtKind, SizeName, ArtTone, string, string, string]

const GALLERIES: {slug: string; title: string; description: string; publishedAt: string; pictures: Picture[]}[] = [
  {
    slug: 'inside-the-factory',
    title: 'Inside the factory',
    description:
      'A walk through our Hertfordshire facility: chilling and filtration, filling, capping, labelling, cartoning, hand finishing and the finished goods store.',
    publishedAt: '2026-06-12',
    pictures: [
      ['machine', 'scene', 'stone', 'filtration', 'A chiller reading −5.0 °C beside a stainless filter housing and a jacketed tank', 'Chilled to −5 °C and filtered'],
      ['machine', 'scene', 'ivory', 'filling', 'Six filling nozzles lowered into a row of flacons on the line, fragrance running into each', 'Vacuum filling, six bottles at a time'],
      ['machine', 'scene', 'stone', 'capping', 'A rotary capper: chucks on a turret above the bottles, caps arriving down a chute', 'Capping on the line'],
      ['hands', 'scene', 'noir', 'capping', 'A gloved hand seats a heavy metal cap on a filled flacon, a row of finished bottles behind', 'Capping by hand for heavy zamac caps'],
      ['machine', 'scene', 'champagne', 'labelling', 'The labeller: a reel of labels feeding a row of flacons as they pass', 'Labels applied at the line'],
      ['machine', 'scene', 'sage', 'carton', 'A carton erector: a magazine of flat blanks above the belt, cartons opening and moving on', 'Cartons erected and filled'],
      ['people', 'scene', 'rose', 'packing', 'Two finishers assembling gift boxes at a long table, shipping cartons stacked behind', 'The hand-finishing room'],
      ['warehouse', 'scene', 'ivory', 'racking', 'An aisle of racking stacked with pallets of finished goods, a picker with a clipboard', 'The finished goods store'],
    ],
  },
  {
    slug: 'glass-and-closures',
    title: 'Glass & closures',
    description:
      'Flacons, caps and collars from our stock and bespoke ranges: extra-flint glass, heavy bases, zamac, wood and lacquered finishes.',
    publishedAt: '2026-04-03',
    pictures: [
      ['bottle', 'product', 'ivory', 'rect heavy empty bare plinth', 'An empty extra-flint flacon with a polished heavy base on a pale plinth', 'Extra-flint, 12 mm heavy base'],
      ['bottle', 'product', 'champagne', 'square gold cube-cap ledge', 'A square flacon with a brushed gold cube cap', 'Brushed zamac on a square flacon'],
      ['bottle', 'product', 'rose', 'arch lacquer-rose rosegold sphere-cap plinth', 'An arched flacon in rose lacquer with a rose gold sphere cap', 'Rose lacquer, rose gold cap'],
      ['bottle', 'product', 'amber', 'cylinder amber-glass wood-cap cylinder-cap plinth', 'An amber glass cylinder flacon with a turned walnut cap', 'Turned walnut on amber glass'],
      ['bottle', 'product', 'sage', 'oval frosted silver pebble-cap floor', 'A frosted oval flacon with a silver pebble cap', 'Acid-etched frosting'],
      ['bottle', 'product', 'noir', 'facet lacquer-black gold facet-cap plinth', 'A faceted flacon in black lacquer with a gold faceted cap and collar', 'Black lacquer and a gold collar'],
      ['cap', 'product', 'stone', 'lineup', 'Three caps in gold, brushed metal and turned wood beside a spray pump with its collar', 'Caps, collars and pumps'],
      ['bottle', 'product', 'ivory', 'flask silver sphere-cap plinth', 'A flask-shaped flacon with a silver sphere cap', 'A flask with a sphere cap'],
    ],
  },
  {
    slug: 'the-creative-studio',
    title: 'The creative studio',
    description:
      'Mood walls, papers, foils and prototypes from our creative studio, where bottles, boxes and brand worlds take shape before anything is made.',
    publishedAt: '2026-02-18',
    pictures: [
      ['people', 'scene', 'ivory', 'studio', 'A designer points to a wall of colour boards and sketches while a colleague takes notes', 'The mood wall'],
      ['swatch', 'scene', 'champagne', 'foils', 'Foil proofs on black and ivory board beside colour chips', 'Foils, proofed on the board'],
      ['box', 'scene', 'rose', 'inner-lids rose', 'Three rose boxes open in a row, each lid lined in a different colour', 'Colour studies for inner lids'],
      ['box', 'scene', 'sage', 'samples', 'An unprinted closed box beside an open one with its moulded pulp insert', 'White samples before print'],
      ['swatch', 'scene', 'sage', 'papers', 'Deckle-edged papers, colour chips and foil cards fanned out on the table', 'The paper library'],
      ['studio', 'scene', 'sage', 'technical', 'A technical drawing of a flacon, with its white resin prototype lying on the sheet', 'Prototype and drawing'],
      ['box', 'scene', 'noir', 'foil black gold', 'Close view of black board with an embossed frame and a name in gold foil', 'A foil proof on black'],
      ['bottle-group', 'scene', 'stone', 'resin four slab', 'Four white resin prototypes of different flacon shapes on a stone slab', 'Four shapes in resin'],
    ],
  },
]

export const gallerySlugs = GALLERIES.map((gallery) => gallery.slug)

export const galleries: Doc[] = GALLERIES.map((gallery, index) => ({
  _id: id.gallery(gallery.slug),
  _type: 'gallery',
  title: gallery.title,
  slug: slug(gallery.slug),
  description: gallery.description,
  images: gallery.pictures.map(([kind, size, tone, variant, alt, caption], position) =>
    image(kind, size, `gallery-${gallery.slug}-${position + 1}`, alt, {tone, variant, caption}),
  ),
  publishedAt: gallery.publishedAt,
  displayOrder: (index + 1) * 10,
  seo: seo(`${gallery.title} | Gallery | Ashcombe & Vale`, gallery.description),
}))
