/**
 * The supermarket's departments, three levels deep, and the product families of each leaf. Leaves
 * without families stay empty on purpose (out-of-season or not yet stocked), so the menu's
 * `filtered` switch has something to drop.
 */
import { CLASS, fam, leaf, sub, type Top } from './families';
import { g, kg, l, LOOSE, ml, packOf, pcs } from './sizes';

const { organic, glutenFree, lactoseFree, vegan, alcohol, italian } = CLASS;

export const TOP_CATEGORIES: readonly Top[] = [
  {
    name: 'Frutta e verdura',
    slug: 'frutta-e-verdura',
    color: '#43a047',
    icon: 'red-apple',
    description: 'Frutta e verdura fresca di stagione, ogni giorno dai nostri produttori.',
    subs: [
      sub('Frutta', [
        leaf('Mele e pere', [
          fam(
            'Mele Golden|Mele Fuji|Mele Renette|Mele Pink Lady|Mele Gala',
            'Val di Non DOP|del Trentino|Alto Adige IGP|bio|',
            [kg(1), kg(1.5), LOOSE],
            2.4,
            'red-apple',
            'fruit',
            [italian],
          ),
          fam(
            'Mele Granny Smith',
            'Alto Adige IGP|bio|',
            [kg(1), LOOSE],
            2.6,
            'green-apple',
            'fruit',
            [italian],
          ),
          fam(
            'Pere Abate|Pere Williams|Pere Conference|Pere Kaiser',
            "dell'Emilia-Romagna IGP|bio|",
            [kg(1), LOOSE],
            2.9,
            'pear',
            'fruit',
            [italian],
          ),
        ]),
        leaf('Agrumi', [
          fam(
            'Arance Tarocco|Arance Navel|Arance rosse di Sicilia',
            'IGP|da spremuta|bio|',
            [kg(2), kg(3), LOOSE],
            1.9,
            'tangerine',
            'fruit',
            [italian],
          ),
          fam(
            'Limoni di Sorrento|Limoni Femminello|Limoni',
            'IGP|bio|',
            [g(500), kg(1), LOOSE],
            3.2,
            'lemon',
            'fruit',
            [italian],
          ),
          fam(
            'Clementine|Mandarini',
            'di Calabria IGP|senza semi|',
            [kg(1), LOOSE],
            2.5,
            'tangerine',
            'fruit',
            [italian],
          ),
        ]),
        leaf('Frutta esotica', [
          fam('Banane|Banane Chiquita', 'bio|Fairtrade|', [kg(1), LOOSE], 1.9, 'banana', 'fruit'),
          fam('Ananas', 'Extra Sweet|', [pcs(1)], 2.5, 'pineapple', 'fruit'),
          fam('Kiwi', 'gold|di Latina IGP|', [g(500), kg(1), LOOSE], 3.5, 'kiwi-fruit', 'fruit', [
            italian,
          ]),
          fam('Mango|Avocado Hass', 'pronto da mangiare|', [pcs(1), pcs(2)], 2.2, 'mango', 'fruit'),
          fam('Cocco', '', [pcs(1)], 2.4, 'coconut', 'fruit'),
        ]),
        leaf('Frutti di bosco e uva', [
          fam(
            'Fragole|Mirtilli|Lamponi|More',
            'italiane|bio|',
            [g(125), g(250), g(500)],
            16,
            'strawberry',
            'fruit',
            [italian],
          ),
          fam(
            'Uva Italia|Uva Vittoria|Uva nera',
            'senza semi|',
            [kg(1), LOOSE],
            3.4,
            'grapes',
            'fruit',
            [italian],
          ),
          fam(
            'Ciliegie|Pesche|Albicocche',
            'di Vignola|',
            [g(500), kg(1), LOOSE],
            5.9,
            'cherries',
            'fruit',
            [italian],
          ),
          fam('Melone|Anguria', 'retato|mini|', [LOOSE], 1.3, 'watermelon', 'fruit', [italian]),
        ]),
        leaf('Frutta secca', [
          fam(
            'Noci|Mandorle|Nocciole|Pistacchi|Arachidi tostate',
            'sgusciate|di Sorrento|del Piemonte IGP|di Bronte DOP|',
            [g(100), g(200), g(500)],
            22,
            'peanuts',
            'fruit',
            [vegan],
          ),
          fam('Castagne', 'del Monte Amiata IGP|', [g(500), LOOSE], 7.5, 'chestnut', 'fruit', [
            italian,
          ]),
        ]),
      ]),
      sub('Verdura', [
        leaf('Insalate', [
          fam(
            'Insalata mista|Rucola|Lattuga|Valeriana|Songino',
            'lavata e pronta|bio|',
            [g(100), g(125), g(250)],
            9.9,
            'leafy-green',
            'vegetable',
            [vegan, italian],
          ),
          fam(
            'Insalata iceberg|Radicchio rosso di Treviso',
            'IGP|',
            [pcs(1), LOOSE],
            3.2,
            'leafy-green',
            'vegetable',
            [italian],
          ),
        ]),
        leaf('Pomodori', [
          fam(
            'Pomodori ramati|Pomodori datterini|Pomodori ciliegini|Pomodori San Marzano|Pomodori cuore di bue',
            'di Pachino IGP|bio|',
            [g(250), g(500), LOOSE],
            3.8,
            'tomato',
            'vegetable',
            [vegan, italian],
          ),
        ]),
        leaf('Ortaggi', [
          fam(
            'Carote|Zucchine|Melanzane|Peperoni|Cetrioli|Broccoli|Finocchi',
            'bio|di stagione|',
            [g(500), kg(1), LOOSE],
            2.6,
            'carrot',
            'vegetable',
            [vegan, italian],
          ),
          fam('Peperoncini piccanti', 'calabresi|', [g(100)], 12, 'hot-pepper', 'vegetable', [
            vegan,
            italian,
          ]),
          fam('Mais dolce', 'in pannocchia|', [pcs(2)], 1.5, 'ear-of-corn', 'vegetable', [vegan]),
        ]),
        leaf('Patate e cipolle', [
          fam(
            'Patate gialle|Patate a pasta bianca|Patate novelle',
            'di Avezzano|della Sila IGP|',
            [kg(1.5), kg(2.5), LOOSE],
            1.4,
            'potato',
            'vegetable',
            [vegan, italian],
          ),
          fam(
            'Cipolle dorate|Cipolle rosse di Tropea',
            'Calabria IGP|',
            [kg(1), LOOSE],
            1.9,
            'onion',
            'vegetable',
            [vegan, italian],
          ),
          fam('Aglio', 'bianco di Piacenza|rosso di Nubia|', [g(250)], 9, 'garlic', 'vegetable', [
            vegan,
            italian,
          ]),
        ]),
        leaf('Funghi', [
          fam(
            'Funghi champignon|Funghi porcini|Funghi pleurotus',
            'freschi|',
            [g(250), g(400), LOOSE],
            8.5,
            'mushroom',
            'vegetable',
            [vegan, italian],
          ),
        ]),
        leaf('Erbe aromatiche', [
          fam(
            'Basilico|Prezzemolo|Rosmarino|Salvia|Menta',
            'in vaso|fresco|',
            [g(30), pcs(1)],
            30,
            'herb',
            'vegetable',
            [vegan, italian],
          ),
        ]),
      ]),
    ],
  },
  {
    name: 'Latticini e uova',
    slug: 'latticini-e-uova',
    color: '#fbc02d',
    icon: 'cheese-wedge',
    description: 'Latte, formaggi, yogurt, burro e uova fresche.',
    subs: [
      sub('Latte', [
        leaf('Latte fresco', [
          fam(
            'Latte fresco intero|Latte fresco parzialmente scremato|Latte fresco alta qualità',
            'di montagna|bio|',
            [l(1), ml(500)],
            1.7,
            'glass-of-milk',
            'dairy',
            [italian],
          ),
        ]),
        leaf('Latte UHT', [
          fam(
            'Latte UHT intero|Latte UHT parzialmente scremato|Latte UHT scremato',
            'a lunga conservazione|',
            [packOf(6, l(1)), l(1)],
            1.2,
            'glass-of-milk',
            'dairy',
            [italian],
          ),
          fam(
            'Latte senza lattosio',
            'parzialmente scremato|intero|',
            [l(1)],
            1.6,
            'glass-of-milk',
            'dairy',
            [lactoseFree, italian],
          ),
        ]),
        leaf('Bevande vegetali', [
          fam(
            'Bevanda di soia|Bevanda di avena|Bevanda di riso|Bevanda di mandorla',
            'senza zuccheri aggiunti|bio|',
            [l(1)],
            2.1,
            'beverage-box',
            'dairy',
            [vegan, lactoseFree],
          ),
        ]),
      ]),
      sub('Formaggi', [
        leaf('Formaggi freschi', [
          fam(
            'Mozzarella di bufala campana|Mozzarella fior di latte|Burrata|Stracciatella',
            'DOP|pugliese|',
            [g(125), g(250), packOf(3, g(125))],
            13,
            'cheese-wedge',
            'dairy',
            [italian],
          ),
          fam(
            'Ricotta vaccina|Stracchino|Crescenza|Robiola|Mascarpone',
            'fresca|',
            [g(100), g(250)],
            9.5,
            'cheese-wedge',
            'dairy',
            [italian],
          ),
          fam('Mozzarella senza lattosio', '', [g(125)], 12, 'cheese-wedge', 'dairy', [
            lactoseFree,
            italian,
          ]),
        ]),
        leaf('Formaggi stagionati', [
          fam(
            'Parmigiano Reggiano|Grana Padano|Pecorino Romano|Pecorino Toscano|Asiago',
            'DOP 24 mesi|DOP 30 mesi|DOP stagionato|DOP',
            [g(200), g(300), g(500), kg(1)],
            21,
            'cheese-wedge',
            'dairy',
            [italian, lactoseFree],
          ),
          fam(
            'Parmigiano Reggiano grattugiato|Grana Padano grattugiato',
            'DOP|',
            [g(100), g(200)],
            24,
            'cheese-wedge',
            'dairy',
            [italian],
          ),
        ]),
        leaf('Formaggi a pasta molle', [
          fam(
            'Gorgonzola dolce|Gorgonzola piccante|Taleggio|Fontina|Provolone Valpadana',
            'DOP|',
            [g(200), g(250), g(400)],
            14,
            'cheese-wedge',
            'dairy',
            [italian],
          ),
          fam(
            'Brie|Camembert|Scamorza affumicata',
            '',
            [g(200), g(250)],
            12,
            'cheese-wedge',
            'dairy',
          ),
        ]),
      ]),
      sub('Yogurt e dessert', [
        leaf('Yogurt', [
          fam(
            'Yogurt bianco|Yogurt greco|Yogurt alla fragola|Yogurt ai frutti di bosco|Yogurt alla vaniglia',
            'intero|magro 0%|bio|',
            [packOf(4, g(125)), packOf(2, g(170)), g(500)],
            5.2,
            'custard',
            'dairy',
          ),
          fam(
            'Yogurt senza lattosio',
            'bianco|alla pesca|',
            [packOf(2, g(125))],
            6,
            'custard',
            'dairy',
            [lactoseFree],
          ),
        ]),
        leaf('Dessert', [
          fam(
            'Budino al cioccolato|Panna cotta|Tiramisù|Crème caramel',
            'al cucchiaio|',
            [packOf(2, g(100)), packOf(4, g(100))],
            8.9,
            'custard',
            'dairy',
          ),
        ]),
      ]),
      sub('Burro, panna e uova', [
        leaf('Uova', [
          fam(
            'Uova fresche|Uova da allevamento a terra|Uova da galline allevate all’aperto',
            'categoria A|bio|',
            [pcs(6, 'uova'), pcs(10, 'uova')],
            0.38,
            'egg',
            'dairy',
            [italian],
          ),
        ]),
        leaf('Burro e panna', [
          fam(
            'Burro|Burro chiarificato|Panna da cucina|Panna fresca da montare',
            'di centrifuga|bio|',
            [g(125), g(200), g(250)],
            11,
            'butter',
            'dairy',
            [italian],
          ),
        ]),
      ]),
    ],
  },
  {
    name: 'Carne',
    slug: 'carne',
    color: '#c62828',
    icon: 'cut-of-meat',
    description: 'Carne fresca italiana, tagliata ogni giorno dai nostri macellai.',
    subs: [
      sub('Bovino', [
        leaf(
          'Bistecche e tagliate',
          [
            fam(
              'Bistecca di scottona|Fiorentina|Tagliata di manzo|Fettine di vitello|Arrosto di vitello',
              'Piemontese|italiana|',
              [g(300), g(500), LOOSE],
              24,
              'cut-of-meat',
              'meat',
              [italian],
            ),
          ],
          { options: 'cut' },
        ),
        leaf('Macinato e hamburger', [
          fam(
            'Macinato di manzo|Macinato misto|Hamburger di manzo|Polpette di manzo',
            'scelto|',
            [g(300), g(400), packOf(2, g(200))],
            13,
            'hamburger',
            'meat',
            [italian],
          ),
        ]),
      ]),
      sub('Maiale', [
        leaf(
          'Braciole e arista',
          [
            fam(
              'Braciole di maiale|Arista di maiale|Filetto di maiale|Costine di maiale',
              'italiano|',
              [g(500), LOOSE],
              10,
              'meat-on-bone',
              'meat',
              [italian],
            ),
          ],
          { options: 'cut' },
        ),
        leaf('Salsicce', [
          fam(
            'Salsiccia di suino|Salsiccia luganega|Salamelle',
            'al finocchietto|',
            [g(300), g(400)],
            11,
            'hot-dog',
            'meat',
            [italian],
          ),
        ]),
      ]),
      sub('Pollo e tacchino', [
        leaf('Petti e fusi', [
          fam(
            'Petto di pollo|Fusi di pollo|Cosce di pollo|Petto di tacchino a fette|Pollo intero',
            'allevato a terra|bio|',
            [g(400), g(600), LOOSE],
            9.5,
            'poultry-leg',
            'meat',
            [italian],
          ),
        ]),
        leaf('Cotolette e panati', [
          fam(
            'Cotolette di pollo|Nuggets di pollo|Cordon bleu',
            'impanate|',
            [g(220), g(300)],
            12,
            'poultry-leg',
            'meat',
          ),
        ]),
      ]),
    ],
  },
  {
    name: 'Pesce',
    slug: 'pesce',
    color: '#0277bd',
    icon: 'fish',
    description: 'Pesce fresco del giorno, molluschi, crostacei e conserve ittiche.',
    subs: [
      sub('Pesce fresco', [
        leaf(
          'Pesce intero',
          [
            fam(
              'Orata|Spigola|Branzino|Sgombro|Alici fresche|Sardine',
              'del Mediterraneo|di allevamento italiano|',
              [LOOSE],
              15,
              'fish',
              'fish',
              [italian],
            ),
          ],
          { options: 'cleaning', dayLock: '0 1', leadTimeHours: 24 },
        ),
        leaf(
          'Filetti e tranci',
          [
            fam(
              'Filetti di merluzzo|Tranci di salmone|Tranci di pesce spada|Filetti di orata',
              'freschi|',
              [g(250), g(400), LOOSE],
              26,
              'tropical-fish',
              'fish',
            ),
          ],
          { dayLock: '0 1' },
        ),
      ]),
      sub('Molluschi e crostacei', [
        leaf(
          'Cozze e vongole',
          [
            fam(
              'Cozze|Vongole veraci|Cannolicchi',
              'del Golfo di La Spezia|di Goro|',
              [kg(1), g(500)],
              7.5,
              'oyster',
              'fish',
              [italian],
            ),
          ],
          { dayLock: '0' },
        ),
        leaf(
          'Gamberi e calamari',
          [
            fam(
              'Gamberi rossi|Gamberoni|Scampi|Calamari|Seppie|Polpo',
              'di Mazara del Vallo|del Mediterraneo|',
              [g(300), g(500), LOOSE],
              28,
              'shrimp',
              'fish',
            ),
          ],
          { dayLock: '0' },
        ),
      ]),
      sub('Pesce conservato', [
        leaf('Tonno in scatola', [
          fam(
            "Tonno all'olio d'oliva|Tonno al naturale|Filetti di tonno|Ventresca di tonno",
            'pinne gialle|',
            [packOf(3, g(80)), g(160)],
            22,
            'canned-food',
            'fish',
          ),
        ]),
        leaf('Alici e sgombro', [
          fam(
            "Filetti di alici|Filetti di sgombro|Sardine all'olio|Salmone affumicato",
            'del Mar Cantabrico|scozzese|',
            [g(50), g(100), g(125)],
            30,
            'canned-food',
            'fish',
          ),
        ]),
      ]),
    ],
  },
  {
    name: 'Pane e pasticceria',
    slug: 'pane-e-pasticceria',
    color: '#8d6e63',
    icon: 'bread',
    description: 'Pane fresco sfornato ogni mattina, sostituti del pane e pasticceria.',
    subs: [
      sub('Pane', [
        leaf(
          'Pane fresco',
          [
            fam(
              'Pane casereccio|Pane pugliese|Filone toscano|Ciabatta|Pane integrale|Pane di Altamura',
              'DOP|con lievito madre|',
              [g(500), kg(1), LOOSE],
              4.2,
              'bread',
              'bakery',
              [italian, vegan],
            ),
            fam(
              'Baguette|Rosette|Michette',
              '',
              [pcs(2), pcs(4)],
              0.6,
              'baguette-bread',
              'bakery',
              [vegan],
            ),
          ],
          { options: 'slicing', lockCutoff: '1-10,2-10,3-10,4-10,5-10,6-10' },
        ),
        leaf('Pane confezionato', [
          fam(
            'Pancarrè|Pan bauletto|Piadina romagnola|Tortillas|Panini per hamburger',
            'classico|integrale|IGP|',
            [g(300), g(400), packOf(4, g(100))],
            5.5,
            'flatbread',
            'bakery',
          ),
          fam('Pane senza glutine', 'a fette|', [g(300)], 12, 'bread', 'bakery', [glutenFree]),
        ]),
      ]),
      sub('Sostituti del pane', [
        leaf('Grissini e crackers', [
          fam(
            'Grissini torinesi|Crackers salati|Crackers integrali|Gallette di riso|Taralli pugliesi|Friselle',
            'stirati a mano|',
            [g(150), g(250), g(500)],
            7,
            'pretzel',
            'bakery',
            [vegan],
          ),
          fam('Crackers senza glutine', '', [g(200)], 11, 'pretzel', 'bakery', [glutenFree]),
        ]),
      ]),
      sub('Pasticceria', [
        leaf(
          'Torte su ordinazione',
          [
            fam(
              'Torta Sacher|Torta millefoglie|Torta alla frutta|Torta di compleanno|Cheesecake',
              'per 8 persone|per 12 persone|',
              [pcs(1)],
              24,
              'birthday-cake',
              'pastry',
            ),
          ],
          { leadTimeHours: 48, options: 'writing', maxAcq: 2 },
        ),
        leaf('Pasticceria fresca', [
          fam(
            'Cornetti|Bignè alla crema|Cannoli siciliani|Sfogliatelle|Maritozzi con la panna',
            'artigianali|',
            [pcs(2), pcs(4), pcs(6)],
            1.3,
            'croissant',
            'pastry',
          ),
          fam('Crostata di frutta|Torta della nonna', '', [pcs(1)], 12, 'pie', 'pastry'),
        ]),
      ]),
    ],
  },
  {
    name: 'Pasta, riso e farine',
    slug: 'pasta-riso-e-farine',
    color: '#ff8f00',
    icon: 'spaghetti',
    description: 'Pasta secca e fresca, riso, cereali, legumi e farine.',
    subs: [
      sub('Pasta', [
        leaf('Pasta secca', [
          fam(
            'Spaghetti|Spaghettoni|Linguine|Bucatini|Penne rigate|Rigatoni|Fusilli|Paccheri|Mezze maniche|Farfalle|Orecchiette',
            'n. 5|trafilati al bronzo|di grano duro italiano|',
            [g(500), kg(1)],
            2.4,
            'spaghetti',
            'pasta',
            [vegan, italian],
          ),
        ]),
        leaf('Pasta fresca e ripiena', [
          fam(
            'Tortellini al prosciutto|Ravioli ricotta e spinaci|Tagliatelle all’uovo|Gnocchi di patate|Lasagne all’uovo|Cappelletti',
            'freschi|',
            [g(250), g(500)],
            9.8,
            'dumpling',
            'pasta',
          ),
        ]),
        leaf('Pasta integrale e speciale', [
          fam(
            'Spaghetti integrali|Penne integrali|Fusilli di legumi|Pasta di farro',
            'bio|',
            [g(400), g(500)],
            4.2,
            'spaghetti',
            'pasta',
            [organic, vegan],
          ),
          fam(
            'Spaghetti senza glutine|Penne senza glutine|Fusilli senza glutine',
            'di mais e riso|',
            [g(400)],
            6.5,
            'spaghetti',
            'pasta',
            [glutenFree, vegan],
          ),
        ]),
      ]),
      sub('Riso e cereali', [
        leaf('Riso', [
          fam(
            'Riso Carnaroli|Riso Arborio|Riso Vialone Nano|Riso basmati|Riso integrale|Riso Venere',
            'per risotti|IGP|',
            [kg(1), g(500)],
            3.6,
            'cooked-rice',
            'pasta',
            [vegan, glutenFree],
          ),
        ]),
        leaf('Cereali e legumi secchi', [
          fam(
            'Farro perlato|Orzo perlato|Lenticchie|Ceci|Fagioli borlotti|Fagioli cannellini|Cous cous|Quinoa',
            'italiani|bio|',
            [g(400), g(500), kg(1)],
            4.5,
            'beans',
            'pasta',
            [vegan],
          ),
        ]),
      ]),
      sub('Farine e lieviti', [
        leaf('Farine', [
          fam(
            'Farina 00|Farina 0 Manitoba|Farina integrale|Semola rimacinata|Farina per pizza|Farina di mais per polenta',
            'macinata a pietra|',
            [kg(1), kg(5)],
            1.3,
            'sheaf-of-rice',
            'pasta',
            [vegan],
          ),
          fam('Mix per pane senza glutine', '', [kg(1)], 6, 'sheaf-of-rice', 'pasta', [glutenFree]),
        ]),
        leaf('Lieviti e preparati', [
          fam(
            'Lievito di birra|Lievito per dolci|Preparato per pancake|Preparato per torta al cioccolato',
            'istantaneo|',
            [g(100), g(400)],
            8,
            'pancakes',
            'pasta',
          ),
        ]),
      ]),
    ],
  },
  {
    name: 'Dispensa',
    slug: 'dispensa',
    color: '#6d4c41',
    icon: 'canned-food',
    description: 'Conserve, condimenti, olio, sughi e tutto per la cucina di ogni giorno.',
    subs: [
      sub('Conserve', [
        leaf('Passate e pelati', [
          fam(
            'Passata di pomodoro|Pomodori pelati|Polpa di pomodoro|Concentrato di pomodoro|Pomodorini in scatola',
            'italiana|di pomodoro San Marzano DOP|',
            [g(400), g(700), packOf(3, g(400))],
            2.2,
            'tomato',
            'pantry',
            [vegan, italian],
          ),
        ]),
        leaf('Legumi in scatola', [
          fam(
            'Ceci lessati|Fagioli cannellini lessati|Fagioli borlotti lessati|Lenticchie lessate|Piselli',
            'bio|',
            [packOf(3, g(400)), g(400)],
            2.6,
            'canned-food',
            'pantry',
            [vegan],
          ),
        ]),
        leaf('Sottoli e sottaceti', [
          fam(
            "Carciofini sott'olio|Funghi trifolati|Olive verdi|Olive taggiasche|Giardiniera|Cetriolini",
            'in olio di semi|',
            [g(280), g(300)],
            12,
            'olive',
            'pantry',
            [vegan],
          ),
        ]),
      ]),
      sub('Condimenti', [
        leaf('Olio', [
          fam(
            "Olio extravergine d'oliva|Olio di semi di girasole|Olio di oliva|Olio di semi di arachide",
            '100% italiano|DOP Riviera Ligure|Toscano IGP|',
            [l(1), ml(750), ml(500)],
            9.5,
            'olive',
            'pantry',
            [vegan, italian],
          ),
        ]),
        leaf('Aceto', [
          fam(
            'Aceto balsamico di Modena|Aceto di vino bianco|Aceto di mele|Glassa di aceto balsamico',
            'IGP|',
            [ml(250), ml(500)],
            6,
            'bottle-with-popping-cork',
            'pantry',
            [vegan, italian],
          ),
        ]),
        leaf('Sale e spezie', [
          fam(
            'Sale marino integrale|Sale fino iodato|Pepe nero in grani|Origano|Paprika dolce|Zafferano in bustine',
            'di Sicilia|',
            [kg(1), g(50), g(100)],
            3,
            'salt',
            'pantry',
            [vegan],
          ),
        ]),
      ]),
      sub('Sughi e salse', [
        leaf('Sughi pronti', [
          fam(
            "Sugo al basilico|Ragù alla bolognese|Sugo all'arrabbiata|Sugo alla norma|Sugo ai funghi porcini",
            'pronto|',
            [g(300), g(400)],
            8.5,
            'pot-of-food',
            'pantry',
          ),
        ]),
        leaf('Pesto', [
          fam(
            'Pesto alla genovese|Pesto rosso|Pesto di rucola|Pesto alla siciliana',
            'DOP|senza aglio|',
            [g(130), g(190)],
            18,
            'herb',
            'pantry',
          ),
        ]),
        leaf('Maionese e salse', [
          fam(
            'Maionese|Ketchup|Senape|Salsa tonnata|Salsa barbecue',
            'classica|light|',
            [g(250), ml(500)],
            9,
            'jar',
            'pantry',
          ),
        ]),
      ]),
    ],
  },
  {
    name: 'Colazione e dolci',
    slug: 'colazione-e-dolci',
    color: '#ec407a',
    icon: 'croissant',
    description: 'Caffè, tè, biscotti, cereali, marmellate e dolci per ogni momento.',
    subs: [
      sub('Caffè e tè', [
        leaf('Caffè macinato', [
          fam(
            'Caffè macinato|Caffè in grani|Caffè decaffeinato',
            'miscela classica|100% arabica|espresso|per moka|',
            [g(250), packOf(2, g(250)), kg(1)],
            14,
            'hot-beverage',
            'breakfast',
          ),
        ]),
        leaf('Caffè in capsule', [
          fam(
            'Capsule caffè|Capsule caffè decaffeinato|Capsule orzo',
            'compatibili|intenso|',
            [pcs(10, 'capsule'), pcs(30, 'capsule')],
            0.32,
            'hot-beverage',
            'breakfast',
          ),
        ]),
        leaf('Tè e tisane', [
          fam(
            'Tè verde|Tè nero English Breakfast|Camomilla|Tisana ai frutti di bosco|Infuso zenzero e limone',
            'in filtri|bio|',
            [pcs(20, 'filtri'), pcs(50, 'filtri')],
            0.12,
            'teacup-without-handle',
            'breakfast',
            [vegan],
          ),
        ]),
      ]),
      sub('Biscotti e merendine', [
        leaf('Biscotti', [
          fam(
            'Biscotti frollini|Biscotti al cacao|Biscotti integrali|Biscotti con gocce di cioccolato|Cantucci toscani|Savoiardi',
            'con farina italiana|IGP|',
            [g(350), g(650), g(800)],
            6,
            'cookie',
            'breakfast',
          ),
          fam('Biscotti senza glutine', '', [g(250)], 12, 'cookie', 'breakfast', [glutenFree]),
        ]),
        leaf('Merendine', [
          fam(
            'Merendine al cioccolato|Crostatine alla albicocca|Plumcake allo yogurt|Wafer alla nocciola|Pan di spagna',
            'x 8|x 10|',
            [g(300), g(400)],
            9,
            'cupcake',
            'breakfast',
          ),
        ]),
        leaf('Fette biscottate', [
          fam(
            'Fette biscottate|Fette biscottate integrali|Fette biscottate ai cereali',
            'dorate|',
            [g(315), g(630)],
            5,
            'bread',
            'breakfast',
          ),
        ]),
      ]),
      sub('Cereali e creme', [
        leaf('Cereali e muesli', [
          fam(
            'Corn flakes|Muesli croccante|Fiocchi d’avena|Cereali al cioccolato|Granola',
            'integrali|bio|',
            [g(375), g(500)],
            8,
            'bowl-with-spoon',
            'breakfast',
          ),
        ]),
        leaf('Marmellate e creme spalmabili', [
          fam(
            "Confettura extra di albicocche|Confettura di fragole|Marmellata d'arance|Crema spalmabile alla nocciola|Crema di pistacchio",
            'bio|senza zuccheri aggiunti|',
            [g(320), g(400), g(750)],
            11,
            'jar',
            'breakfast',
          ),
        ]),
        leaf('Miele', [
          fam(
            'Miele millefiori|Miele di acacia|Miele di castagno|Miele di arancio',
            'italiano|bio|',
            [g(250), g(500)],
            16,
            'honey-pot',
            'breakfast',
            [italian],
          ),
        ]),
      ]),
      sub('Dolci', [
        leaf('Cioccolato', [
          fam(
            'Cioccolato fondente|Cioccolato al latte|Cioccolato bianco|Cioccolatini assortiti|Gianduiotti',
            '70%|con nocciole intere|extra|',
            [g(100), g(200), g(300)],
            18,
            'chocolate-bar',
            'breakfast',
          ),
        ]),
        leaf('Caramelle e gomme', [
          fam(
            'Caramelle alla frutta|Caramelle gommose|Gomme da masticare|Liquirizia|Lecca lecca',
            'senza zucchero|',
            [g(100), g(175)],
            16,
            'candy',
            'breakfast',
          ),
        ]),
      ]),
    ],
  },
  {
    name: 'Bevande',
    slug: 'bevande',
    color: '#1e88e5',
    icon: 'potable-water',
    description: 'Acqua, bibite, succhi, vino, birra e spumanti.',
    subs: [
      sub('Acqua', [
        leaf(
          'Acqua naturale',
          [
            fam(
              'Acqua minerale naturale|Acqua oligominerale naturale',
              'da sorgente alpina|',
              [packOf(6, l(1.5)), packOf(6, l(2)), packOf(12, ml(500))],
              0.22,
              'potable-water',
              'drinks',
              [italian],
            ),
          ],
          { maxAcq: 48 },
        ),
        leaf(
          'Acqua frizzante',
          [
            fam(
              'Acqua minerale frizzante|Acqua effervescente naturale|Acqua leggermente frizzante',
              '',
              [packOf(6, l(1.5)), packOf(6, ml(500))],
              0.26,
              'potable-water',
              'drinks',
              [italian],
            ),
          ],
          { maxAcq: 48 },
        ),
      ]),
      sub('Bibite e succhi', [
        leaf('Bibite', [
          fam(
            'Aranciata|Chinotto|Cola|Gassosa|Limonata|Acqua tonica',
            'con succo di arance siciliane|zero|',
            [l(1.5), packOf(6, ml(330))],
            1.1,
            'cup-with-straw',
            'drinks',
          ),
        ]),
        leaf('Succhi di frutta', [
          fam(
            'Succo di arancia|Succo di pesca|Succo ACE|Succo di pera|Spremuta di arancia',
            '100%|senza zuccheri aggiunti|',
            [l(1), packOf(3, ml(200))],
            2.4,
            'beverage-box',
            'drinks',
            [vegan],
          ),
        ]),
        leaf('Tè freddo', [
          fam(
            'Tè freddo al limone|Tè freddo alla pesca|Tè verde freddo',
            '',
            [l(1.5), packOf(6, ml(200))],
            1.2,
            'cup-with-straw',
            'drinks',
          ),
        ]),
      ]),
      sub('Vino e birra', [
        leaf(
          'Vini rossi',
          [
            fam(
              "Chianti Classico|Barolo|Montepulciano d'Abruzzo|Nero d'Avola|Primitivo di Manduria|Valpolicella|Lambrusco",
              'DOCG|DOC|riserva|',
              [ml(750)],
              12,
              'wine-glass',
              'wine',
              [alcohol, italian],
            ),
          ],
          { maxAcq: 12 },
        ),
        leaf(
          'Vini bianchi',
          [
            fam(
              'Pinot Grigio|Vermentino di Sardegna|Soave Classico|Falanghina|Gewürztraminer|Verdicchio',
              'DOC|IGT|',
              [ml(750)],
              10,
              'wine-glass',
              'wine',
              [alcohol, italian],
            ),
          ],
          { maxAcq: 12 },
        ),
        leaf(
          'Spumanti e prosecco',
          [
            fam(
              'Prosecco|Franciacorta|Asti spumante|Trento',
              'DOC extra dry|DOCG brut|',
              [ml(750)],
              14,
              'bottle-with-popping-cork',
              'wine',
              [alcohol, italian],
            ),
          ],
          { maxAcq: 12 },
        ),
        leaf(
          'Birre',
          [
            fam(
              'Birra lager|Birra rossa|Birra weiss|Birra artigianale IPA|Birra analcolica',
              'non filtrata|',
              [ml(330), packOf(6, ml(330)), ml(660)],
              3.5,
              'beer-mug',
              'wine',
              [alcohol],
            ),
          ],
          { maxAcq: 24 },
        ),
      ]),
    ],
  },
  {
    name: 'Surgelati',
    slug: 'surgelati',
    color: '#4fc3f7',
    icon: 'ice',
    description: 'Verdure, pesce, piatti pronti, pizze e gelati surgelati.',
    subs: [
      sub('Verdure surgelate', [
        leaf('Verdure e minestroni', [
          fam(
            'Spinaci in foglia|Piselli fini|Minestrone 12 verdure|Fagiolini|Verdure grigliate|Carciofi a spicchi',
            'surgelati|',
            [g(450), g(750), kg(1)],
            4.2,
            'broccoli',
            'frozen',
            [vegan],
          ),
        ]),
        leaf('Patatine fritte', [
          fam(
            'Patatine fritte|Patate a spicchi|Crocchette di patate',
            'da forno|per friggitrice ad aria|',
            [g(750), kg(1.5)],
            3.2,
            'french-fries',
            'frozen',
            [vegan],
          ),
        ]),
      ]),
      sub('Pesce surgelato', [
        leaf('Filetti e bastoncini', [
          fam(
            'Bastoncini di merluzzo|Filetti di platessa|Filetti di merluzzo|Cuori di nasello',
            'impanati|',
            [g(300), g(450)],
            13,
            'fish',
            'frozen',
          ),
        ]),
        leaf('Frutti di mare surgelati', [
          fam(
            'Misto mare|Gamberetti sgusciati|Anelli di totano|Cozze sgusciate',
            'surgelati|',
            [g(400), g(750)],
            14,
            'fried-shrimp',
            'frozen',
          ),
        ]),
      ]),
      sub('Piatti pronti e pizze', [
        leaf('Pizze surgelate', [
          fam(
            'Pizza margherita|Pizza ai quattro formaggi|Pizza con salame piccante|Pizza prosciutto e funghi',
            'cotta su pietra|',
            [g(350), packOf(2, g(350))],
            8,
            'pizza',
            'frozen',
          ),
        ]),
        leaf('Primi piatti surgelati', [
          fam(
            'Lasagne alla bolognese|Risotto ai funghi|Tortelloni ricotta e spinaci|Pasta alla carbonara',
            'pronti in 8 minuti|',
            [g(500), g(600)],
            9,
            'steaming-bowl',
            'frozen',
          ),
        ]),
      ]),
      sub('Gelati', [
        leaf('Gelati in vaschetta', [
          fam(
            'Gelato alla crema|Gelato al cioccolato|Gelato alla stracciatella|Gelato al pistacchio|Sorbetto al limone',
            'artigianale|',
            [g(500), g(750)],
            11,
            'ice-cream',
            'frozen',
          ),
        ]),
        leaf('Coni e stecchi', [
          fam(
            'Coni alla panna|Stecchi ricoperti di cioccolato|Ghiaccioli alla frutta|Biscotti gelato',
            'x 4|x 6|',
            [g(280), g(400)],
            13,
            'soft-ice-cream',
            'frozen',
          ),
        ]),
      ]),
    ],
  },
  {
    name: 'Gastronomia',
    slug: 'gastronomia',
    color: '#8e24aa',
    icon: 'bacon',
    description: 'Salumi, formaggi al taglio e piatti pronti della nostra gastronomia.',
    subs: [
      sub('Salumi', [
        leaf('Prosciutto crudo e cotto', [
          fam(
            'Prosciutto crudo di Parma|Prosciutto di San Daniele|Prosciutto cotto alta qualità|Speck Alto Adige|Bresaola della Valtellina',
            'DOP|IGP|affettato|',
            [g(80), g(100), g(120)],
            38,
            'bacon',
            'deli',
            [italian, glutenFree],
          ),
        ]),
        leaf('Salami e insaccati', [
          fam(
            'Salame Milano|Salame Felino|Salame ungherese|Mortadella Bologna|Coppa|Pancetta a cubetti',
            'IGP|',
            [g(100), g(150), g(250)],
            22,
            'bacon',
            'deli',
            [italian],
          ),
        ]),
      ]),
      sub('Banco gastronomia', [
        leaf(
          'Affettati al banco',
          [
            fam(
              'Prosciutto crudo|Prosciutto cotto|Mortadella|Salame nostrano|Tacchino arrosto',
              'al taglio|',
              [LOOSE],
              26,
              'bacon',
              'deli',
              [italian],
            ),
          ],
          { options: 'slicing' },
        ),
        leaf('Formaggi al taglio', [
          fam(
            'Parmigiano Reggiano|Provolone piccante|Pecorino sardo|Asiago fresco|Fontal',
            'al taglio|DOP|',
            [LOOSE],
            19,
            'cheese-wedge',
            'deli',
            [italian],
          ),
        ]),
      ]),
      sub('Piatti pronti', [
        leaf(
          'Primi pronti',
          [
            fam(
              'Lasagne al forno|Cannelloni ricotta e spinaci|Parmigiana di melanzane|Risotto alla milanese',
              'della nostra cucina|',
              [g(350), g(700)],
              14,
              'pot-of-food',
              'deli',
            ),
          ],
          { lockCutoff: '1-11,2-11,3-11,4-11,5-11,6-11' },
        ),
        leaf('Secondi pronti', [
          fam(
            'Pollo arrosto|Polpette al sugo|Arrosto di vitello|Insalata di mare|Vitello tonnato',
            'della nostra cucina|',
            [g(300), g(500), pcs(1)],
            17,
            'poultry-leg',
            'deli',
          ),
        ]),
      ]),
    ],
  },
  {
    name: 'Igiene e cura persona',
    slug: 'igiene-e-cura-persona',
    color: '#26a69a',
    icon: 'soap',
    description: 'Tutto per la cura del corpo, dei capelli e per l’igiene orale.',
    subs: [
      sub('Corpo', [
        leaf('Bagnoschiuma e saponi', [
          fam(
            'Bagnoschiuma|Docciaschiuma|Sapone liquido|Saponetta',
            'al talco|idratante|alla lavanda|',
            [ml(250), ml(500), ml(750)],
            6,
            'soap',
            'care',
          ),
        ]),
        leaf('Deodoranti', [
          fam(
            'Deodorante spray|Deodorante roll-on|Deodorante stick',
            'senza alcool|48h|',
            [ml(50), ml(150)],
            22,
            'lotion-bottle',
            'care',
          ),
        ]),
        leaf('Creme corpo', [
          fam(
            'Crema corpo|Latte detergente|Crema mani|Crema solare',
            'nutriente|SPF 30|',
            [ml(75), ml(250), ml(400)],
            18,
            'lotion-bottle',
            'care',
          ),
        ]),
      ]),
      sub('Capelli', [
        leaf('Shampoo', [
          fam(
            'Shampoo|Shampoo antiforfora|Shampoo delicato',
            'per capelli secchi|uso frequente|',
            [ml(250), ml(400)],
            11,
            'lotion-bottle',
            'care',
          ),
        ]),
        leaf('Balsamo e maschere', [
          fam(
            'Balsamo|Maschera per capelli',
            'ristrutturante|',
            [ml(200), ml(300)],
            14,
            'lotion-bottle',
            'care',
          ),
        ]),
      ]),
      sub('Igiene orale', [
        leaf('Dentifrici', [
          fam(
            'Dentifricio|Collutorio',
            'sbiancante|protezione gengive|al fluoro|',
            [ml(75), ml(500)],
            26,
            'tooth',
            'care',
          ),
        ]),
        leaf('Spazzolini', [
          fam(
            'Spazzolino|Filo interdentale',
            'medio|morbido|',
            [pcs(1), pcs(2)],
            2.5,
            'toothbrush',
            'care',
          ),
        ]),
      ]),
    ],
  },
  {
    name: 'Casa e pulizia',
    slug: 'casa-e-pulizia',
    color: '#5c6bc0',
    icon: 'sponge',
    description: 'Detersivi, carta e accessori per la pulizia della casa.',
    subs: [
      sub('Bucato', [
        leaf('Detersivi lavatrice', [
          fam(
            'Detersivo lavatrice liquido|Detersivo in capsule|Detersivo per capi delicati',
            'al sapone di Marsiglia|25 lavaggi|',
            [l(1.5), l(2.5), pcs(24, 'capsule')],
            3.2,
            'bubbles',
            'home',
          ),
        ]),
        leaf('Ammorbidenti', [
          fam(
            'Ammorbidente concentrato|Ammorbidente',
            'talco|fiori di loto|',
            [l(1), l(2)],
            2.8,
            'bubbles',
            'home',
          ),
        ]),
      ]),
      sub('Pulizia casa', [
        leaf('Detergenti superfici', [
          fam(
            'Sgrassatore|Anticalcare|Detergente pavimenti|Vetri e specchi|Candeggina',
            'al limone|igienizzante|',
            [ml(500), ml(750), l(1)],
            3.6,
            'lotion-bottle',
            'home',
          ),
        ]),
        leaf('Piatti e lavastoviglie', [
          fam(
            'Detersivo piatti|Pastiglie lavastoviglie|Brillantante|Sale per lavastoviglie',
            'al limone|tutto in 1|',
            [ml(750), pcs(30, 'pastiglie'), kg(1)],
            4,
            'bubbles',
            'home',
          ),
        ]),
      ]),
      sub('Carta e accessori', [
        leaf('Carta igienica e asciugatutto', [
          fam(
            'Carta igienica|Asciugatutto|Fazzoletti di carta|Tovaglioli',
            '3 veli|2 veli|',
            [pcs(4, 'rotoli'), pcs(8, 'rotoli'), pcs(12, 'rotoli')],
            0.55,
            'roll-of-paper',
            'home',
          ),
        ]),
        leaf('Spugne e panni', [
          fam(
            'Spugne abrasive|Panno in microfibra|Guanti in lattice|Sacchi per la spazzatura',
            'multiuso|',
            [pcs(3), pcs(10)],
            0.9,
            'sponge',
            'home',
          ),
          fam('Scopa|Mocio', 'con manico|', [pcs(1)], 8, 'broom', 'home'),
        ]),
      ]),
    ],
  },
  {
    name: 'Animali',
    slug: 'animali',
    color: '#795548',
    icon: 'dog-face',
    description: 'Alimenti e accessori per cani, gatti e piccoli animali.',
    subs: [
      sub('Cane', [
        leaf('Cibo umido per cani', [
          fam(
            'Bocconcini per cani|Patè per cani|Straccetti per cani',
            'con manzo|con pollo|con agnello|',
            [g(400), packOf(4, g(100))],
            5,
            'dog-face',
            'pets',
          ),
        ]),
        leaf('Crocchette per cani', [
          fam(
            'Crocchette per cani adulti|Crocchette per cuccioli|Crocchette per cani di taglia piccola',
            'al pollo|al salmone|',
            [kg(1.5), kg(3)],
            5.5,
            'bone',
            'pets',
          ),
        ]),
      ]),
      sub('Gatto', [
        leaf('Cibo umido per gatti', [
          fam(
            'Bocconcini per gatti|Patè per gatti|Filetti per gatti',
            'con tonno|con salmone|con pollo|',
            [g(85), packOf(4, g(85))],
            9,
            'cat-face',
            'pets',
          ),
        ]),
        leaf('Crocchette per gatti', [
          fam(
            'Crocchette per gatti adulti|Crocchette per gatti sterilizzati',
            'al manzo|al pesce|',
            [g(800), kg(1.5)],
            7,
            'cat',
            'pets',
          ),
        ]),
        leaf('Lettiere', [
          fam(
            'Lettiera agglomerante|Lettiera vegetale',
            'profumata|',
            [l(5), l(10)],
            0.9,
            'cat',
            'pets',
          ),
        ]),
      ]),
      sub('Piccoli animali', [leaf('Roditori', []), leaf('Uccelli', [])]),
    ],
  },
  {
    name: 'Bimbi',
    slug: 'bimbi',
    color: '#f06292',
    icon: 'baby-bottle',
    description: 'Pappe, latte e igiene per i più piccoli.',
    subs: [
      sub('Pappe', [
        leaf('Omogeneizzati', [
          fam(
            'Omogeneizzato di mela|Omogeneizzato di pera|Omogeneizzato di manzo|Omogeneizzato di pollo|Crema di riso',
            'dal 4° mese|bio|',
            [packOf(2, g(80)), g(200)],
            14,
            'baby-bottle',
            'baby',
          ),
        ]),
        leaf("Latte per l'infanzia", [
          fam(
            'Latte di crescita|Latte di proseguimento',
            'liquido|in polvere|',
            [l(1), g(800)],
            4.5,
            'baby-bottle',
            'baby',
          ),
        ]),
      ]),
      sub('Igiene bimbo', [
        leaf('Pannolini', [
          fam(
            'Pannolini taglia 3|Pannolini taglia 4|Pannolini taglia 5|Mutandine assorbenti',
            'ultra dry|',
            [pcs(24), pcs(40)],
            0.28,
            'baby',
            'baby',
          ),
        ]),
        leaf('Salviette', [
          fam(
            'Salviette umidificate|Salviette delicate',
            'senza profumo|',
            [pcs(64), packOf(3, pcs(64))],
            0.04,
            'baby',
            'baby',
          ),
        ]),
      ]),
      sub('Giocattoli', [leaf('Giochi prima infanzia', [])]),
    ],
  },
  {
    name: 'Stagionali',
    slug: 'stagionali',
    color: '#d84315',
    icon: 'candle',
    description: 'Le specialità delle feste, quando è la loro stagione.',
    subs: [
      sub('Natale', [leaf('Panettoni e pandori', [])]),
      sub('Pasqua', [leaf('Colombe e uova di Pasqua', [])]),
    ],
  },
];

/** The happy-hour category (spec section 6): perishables close to their date, at half price. */
export const HAPPY_HOUR = {
  name: 'Consumami subito',
  slug: 'consumami-subito',
  color: '#ff7043',
  icon: 'hourglass-not-done',
  description: 'Prodotti freschi da consumare entro pochi giorni, a metà prezzo.',
  families: [
    fam(
      'Insalata mista|Rucola',
      'da consumare entro oggi',
      [g(125), g(250)],
      8,
      'leafy-green',
      'vegetable',
    ),
    fam(
      'Yogurt bianco|Yogurt alla fragola',
      'da consumare entro domani',
      [packOf(2, g(125))],
      5,
      'custard',
      'dairy',
    ),
    fam(
      'Mozzarella fior di latte|Ricotta vaccina',
      'da consumare entro domani',
      [g(125), g(250)],
      10,
      'cheese-wedge',
      'dairy',
    ),
    fam('Pane casereccio', 'di ieri', [g(500)], 3.5, 'bread', 'bakery'),
    fam(
      'Petto di pollo|Macinato di manzo',
      'da consumare entro oggi',
      [g(400)],
      11,
      'poultry-leg',
      'meat',
    ),
  ],
} as const;
