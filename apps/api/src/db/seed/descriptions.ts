// The demo listings' descriptions in French and Kinyarwanda, keyed by the listing's name (listings.ts): the seed
// stores them in properties.description_translations so the detail page reads each demo property in its language.
import { FULLY_BOOKED_LISTING } from './listings.ts';

export const DESCRIPTION_TRANSLATIONS: Record<string, { fr: string; rw: string }> = {
  // ---------------------------------------------------------------- Kigali
  'Kiyovu Heights Hotel': {
    fr: 'Un hôtel paisible sur la colline de Kiyovu, à cinq minutes du centre-ville. Terrasse sur le toit avec vue sur Nyarugenge, piscine extérieure et restaurant servant le café des collines du Sud.',
    rw: 'Hoteli ituje iri ku musozi wa Kiyovu, iminota itanu uvuye mu mujyi rwagati. Urubaraza rwo hejuru y’inzu rwitegeye Nyarugenge, pisine yo hanze na resitora itanga ikawa yo mu misozi y’Amajyepfo.',
  },
  'Urugo Apartments Kiyovu': {
    fr: 'Appartements meublés et lumineux dans une rue calme de Kiyovu, avec Wi-Fi rapide, cuisine équipée et balcon face au mont Kigali. Idéal pour les séjours d’affaires, près des ministères et des banques.',
    rw: 'Inzu zo guturamo zirimo ibikoresho kandi zinjiramo urumuri, mu muhanda utuje wa Kiyovu, zifite Wi-Fi yihuta, igikoni cyuzuye n’urubaraza rureba umusozi wa Kigali. Nziza ku bari mu ngendo z’akazi, hafi ya minisiteri na banki.',
  },
  'Inzu Nziza Guest House': {
    fr: 'Une maison d’hôtes familiale avec un jardin fleuri, un petit-déjeuner fait maison et un accueil chaleureux en kinyarwanda, en français ou en anglais. Le centre-ville est à dix minutes à pied.',
    rw: 'Icumbi ricungwa n’umuryango, rifite ubusitani burimo indabo, ifunguro rya mu gitondo ritekewe mu rugo n’ikaze rishyushye mu Kinyarwanda, mu Gifaransa cyangwa mu Cyongereza. Mu mujyi rwagati ni iminota icumi n’amaguru.',
  },
  'Kimihurura Garden Villa': {
    fr: 'Louez toute la villa de quatre chambres dans le quartier verdoyant de Kimihurura : jardin et piscine privés, trois salles d’eau et une grande cuisine, près du Kigali Convention Centre et des meilleurs restaurants de la ville.',
    rw: 'Kodesha inzu yose y’ibyumba bine byo kuraramo i Kimihurura hatoshye: ubusitani na pisine byawe wenyine, ubwiherero butatu n’igikoni kinini, hafi ya Kigali Convention Centre n’amaresitora meza kurusha ayandi mu mujyi.',
  },
  'Convention View Hotel': {
    fr: 'Hôtel d’affaires moderne face au dôme du Convention Centre. Salles de réunion, salle de sport, bar à cocktails et navette pour l’aéroport international de Kigali, à 15 minutes.',
    rw: 'Hoteli igezweho y’abari mu ngendo z’akazi, yitegeye igisenge cy’uruziga cya Convention Centre. Ibyumba by’inama, aho gukorera siporo, akabari n’imodoka ijyana abashyitsi ku Kibuga Mpuzamahanga cy’Indege cya Kigali, kiri ku minota 15.',
  },
  'Amahoro Suites': {
    fr: 'Suites avec services, kitchenette et ménage quotidien, dans une rue calme de Kimihurura, près des restaurants et des ambassades.',
    rw: 'Inzu zo guturamo zifite ibikoni bito kandi zisukurwa buri munsi, mu muhanda utuje wa Kimihurura hafi y’amaresitora n’ambasade.',
  },
  'Nyarutarama Lake View Hotel': {
    fr: 'Hôtel haut de gamme dominant le golf et le lac de Nyarutarama. Spa, piscine extérieure, court de tennis et restaurant en terrasse face au coucher du soleil sur les collines de Gasabo.',
    rw: 'Hoteli y’akataraboneka iri hejuru y’ikibuga cya golf n’ikiyaga cya Nyarutarama. Aho kwitabwaho ku mubiri, pisine yo hanze, ikibuga cya tenisi na resitora yo ku rubaraza witegereza izuba rirenga ku misozi ya Gasabo.',
  },
  'Golf Hill Penthouse': {
    fr: 'Tout le penthouse au dernier étage : trois chambres, un séjour ouvert, un balcon filant face au golf, deux salles d’eau et une cuisine complète. Parking sécurisé et ascenseur.',
    rw: 'Inzu yose yo ku igorofa rya nyuma: ibyumba bitatu byo kuraramo, uruganiriro rugari, urubaraza ruzengurutse rureba ikibuga cya golf, ubwiherero bubiri n’igikoni cyuzuye. Aho guparika imodoka harinzwe na asanseri.',
  },
  'Isimbi Residence': {
    fr: 'Appartements calmes d’une ou deux chambres près du centre commercial Kigali Heights, avec Wi-Fi, ménage hebdomadaire et petite salle de sport réservée aux résidents.',
    rw: 'Inzu zo guturamo zituje z’icyumba kimwe cyangwa bibiri byo kuraramo, hafi y’ahacururizwa ha Kigali Heights, zifite Wi-Fi, isuku buri cyumweru n’aho gukorera siporo hato hagenewe abahatuye.',
  },
  'Kacyiru Business Hotel': {
    fr: 'Hôtel pratique près des ministères et des ambassades. Bureau dans chaque chambre, salle de conférence, Wi-Fi rapide et petit-déjeuner buffet dès 6 h.',
    rw: 'Hoteli yoroheye abayigana, hafi ya minisiteri n’ambasade. Ameza yo gukoreraho muri buri cyumba, inzu y’inama, Wi-Fi yihuta n’ifunguro rya mu gitondo ryo kwiyarurira guhera saa kumi n’ebyiri.',
  },
  'Umucyo Guest House': {
    fr: 'Chambres simples et propres dans une maison lumineuse, avec salon et cuisine partagés. Un bon rapport qualité-prix pour les petits budgets de passage à Kacyiru.',
    rw: 'Ibyumba byoroheje kandi bisukuye mu nzu yinjiramo urumuri, ifite uruganiriro n’igikoni bisangiwe. Igiciro cyiza ku bagenzi bafite amikoro make basura Kacyiru.',
  },
  'Remera Gateway Hotel': {
    fr: 'À dix minutes de l’aéroport international de Kigali et à deux pas du stade Amahoro. Transferts vers l’aéroport, grill sur le toit et chambres insonorisées pour les vols matinaux.',
    rw: 'Iminota icumi uvuye ku Kibuga Mpuzamahanga cy’Indege cya Kigali, intambwe nke uvuye kuri Sitade Amahoro. Kujyanwa ku kibuga cy’indege, aho kotsa inyama hejuru y’inzu n’ibyumba bitinjiramo urusaku ku bafata indege kare.',
  },
  'Akeza Apartments': {
    fr: 'Studios et appartements familiaux abordables près de la gare routière de Remera et de la Kigali Arena, avec kitchenette, Wi-Fi et sécurité 24 h/24.',
    rw: 'Inzu zo guturamo zihendutse, into n’iz’imiryango, hafi ya gare ya Remera na Kigali Arena, zifite ibikoni bito, Wi-Fi n’umutekano amasaha 24 kuri 24.',
  },
  'Remera Backpackers Guest House': {
    fr: 'Maison d’hôtes conviviale avec chambres privées, bar dans le jardin et location de vélos. Bus et motos-taxis pour le centre-ville partent du coin de la rue.',
    rw: 'Icumbi ry’urugwiro rifite ibyumba byihariye, akabari ko mu busitani n’amagare akodeshwa. Bisi na moto bijya mu mujyi rwagati bihagurukira iruhande rw’icumbi.',
  },
  'Kicukiro Comfort Inn': {
    fr: 'Hôtel confortable dans les rues résidentielles et calmes de Kicukiro, sur la route de Bugesera. Restaurant, parking et terrasse dans le jardin.',
    rw: 'Hoteli nziza iri mu mihanda ituje yo guturamo ya Kicukiro, ku muhanda ujya i Bugesera. Resitora, aho guparika imodoka n’urubaraza rwo mu busitani.',
  },
  'Gahanga Hill Apartments': {
    fr: 'Appartements de deux chambres avec vue sur la vallée de la Nyabarongo. Cuisines complètes, parking et aire de jeux pour les enfants.',
    rw: 'Inzu zo guturamo z’ibyumba bibiri byo kuraramo zitegeye ikibaya cya Nyabarongo. Ibikoni byuzuye, aho guparika imodoka n’aho abana bakinira.',
  },
  'Nyamirambo Corner Guest House': {
    fr: 'Séjournez dans le quartier le plus animé de Kigali : rues colorées, la Mosquée verte et les meilleures brochettes de la ville. Petit-déjeuner sur le toit avec vue sur la vallée.',
    rw: 'Rara mu gace ka Kigali gahorana urujya n’uruza: imihanda irimo amabara, Umusigiti w’Icyatsi na burusheti ziryoshye kurusha izindi mu mujyi. Ifunguro rya mu gitondo hejuru y’inzu, witegeye ikibaya.',
  },
  'Mount Kigali Lodge': {
    fr: 'Un petit hôtel sur les pentes du mont Kigali, avec terrasse panoramique, restaurant et randonnées guidées jusqu’au sommet.',
    rw: 'Hoteli nto iri ku mabanga y’umusozi wa Kigali, ifite urubaraza rureba kure hose, resitora n’ingendo n’amaguru ziherekejwe zigera mu mpinga.',
  },
  // ---------------------------------------------------------------- Musanze
  'Virunga Gate Lodge': {
    fr: 'Cottages en pierre au pied des volcans des Virunga, à dix minutes du siège du parc à Kinigi. Cheminée dans chaque chambre, petit-déjeuner matinal avant les treks vers les gorilles et spa pour les jambes fatiguées.',
    rw: 'Utuzu tw’amabuye turi munsi y’ibirunga bya Virunga, iminota icumi uvuye ku cyicaro cya pariki i Kinigi. Iziko muri buri cyumba, ifunguro rya mu gitondo kare mbere yo gusura ingagi, n’aho kuruhurira amaguru ananiwe.',
  },
  [FULLY_BOOKED_LISTING]: {
    fr: 'Une maison d’hôtes chaleureuse avec vue sur le mont Sabyinyo, douches chaudes, paniers-repas pour les jours de trek et feu de camp le soir.',
    rw: 'Icumbi ryiza kandi rishyushye ryitegeye ikirunga cya Sabyinyo, rifite amazi ashyushye yo kwiyuhagira, impamba ku minsi yo kuzamuka imisozi n’igicaniro cyo kota nimugoroba.',
  },
  'Ruhengeri Central Hotel': {
    fr: 'Hôtel moderne dans la ville de Musanze, près du marché et de la route des volcans. Restaurant, parking et permis de trek obtenus à la réception.',
    rw: 'Hoteli igezweho iri mu mujyi wa Musanze, hafi y’isoko n’umuhanda ujya ku birunga. Resitora, aho guparika imodoka, n’impushya zo gusura ingagi zishakirwa aho bakirira abashyitsi.',
  },
  'Muhabura View Apartments': {
    fr: 'Appartements meublés face au mont Muhabura, idéaux pour découvrir les grottes de Musanze, les lacs jumeaux Burera et Ruhondo et le parc national des Volcans.',
    rw: 'Inzu zo guturamo zirimo ibikoresho zitegeye ikirunga cya Muhabura, aho kuba heza usura ubuvumo bwa Musanze, ibiyaga by’impanga bya Burera na Ruhondo, na Pariki y’Igihugu y’Ibirunga.',
  },
  'Sabyinyo Family Cottage': {
    fr: 'Louez toute la maison de campagne : trois chambres, une cuisine, deux salles d’eau et un jardin avec vue sur trois volcans. Parfait pour les familles et les groupes de randonneurs.',
    rw: 'Kodesha inzu yose yo mu cyaro: ibyumba bitatu byo kuraramo, igikoni, ubwiherero bubiri n’ubusitani bwitegeye ibirunga bitatu. Ni nziza ku miryango no ku matsinda ajya kuzamuka imisozi.',
  },
  // ---------------------------------------------------------------- Rubavu (Gisenyi)
  'Lake Kivu Serenity Hotel': {
    fr: 'Hôtel les pieds dans l’eau sur la rive du lac Kivu, avec plage de sable, piscine, kayaks et restaurant servant des sambaza frais. Coucher de soleil sur le lac depuis chaque balcon.',
    rw: 'Hoteli iri ku nkombe y’ikiyaga cya Kivu, ifite inkombe y’umucanga, pisine, amato mato yo kugashya na resitora itanga isambaza nshya. Izuba rirenga hejuru y’ikiyaga urireba uri kuri buri rubaraza.',
  },
  'Gisenyi Beach Apartments': {
    fr: 'Appartements à quelques pas de la plage publique et du marché de Rubavu, avec cuisine, balcon avec vue sur le lac et vélos pour le Congo Nile Trail.',
    rw: 'Inzu zo guturamo ziri hafi y’inkombe rusange n’isoko rya Rubavu, zifite ibikoni, amabaraza yitegeye ikiyaga n’amagare yo kunyura inzira ya Congo Nile.',
  },
  'Inyange Guest House': {
    fr: 'Une maison d’hôtes paisible dans un jardin de palmiers, à deux rues du lac. Café des stations de lavage voisines et hamac pour les après-midi paresseux.',
    rw: 'Icumbi rituje riri mu busitani burimo imikindo, imihanda ibiri uvuye ku kiyaga. Ikawa iva mu nganda ziyitunganya zo hafi aho, n’uburiri bumanitse bwo kuruhukiramo ku gicamunsi.',
  },
  'Kivu Sunset Villa': {
    fr: 'Toute la villa au bord du lac : quatre chambres, trois salles d’eau, une cuisine, un ponton privé et une piscine. Idéal pour les familles et les amis en visite à Rubavu.',
    rw: 'Inzu yose iri ku nkombe y’ikiyaga: ibyumba bine byo kuraramo, ubwiherero butatu, igikoni, icyambu gito cyawe wenyine na pisine. Ni nziza ku miryango n’inshuti basura Rubavu.',
  },
  'Rubavu Hills Hotel': {
    fr: 'Un hôtel à flanc de colline au-dessus de la ville de Gisenyi, avec vue sur le lac Kivu, restaurant dans le jardin et navette gratuite vers la plage.',
    rw: 'Hoteli iri ku gasozi hejuru y’umujyi wa Gisenyi, yitegeye ikiyaga cya Kivu, ifite resitora yo mu busitani n’imodoka ijyana abashyitsi ku mucanga ku buntu.',
  },
  // ---------------------------------------------------------------- Karongi (Kibuye)
  'Kibuye Bay Lodge': {
    fr: 'Lodge en terrasses sur la presqu’île de Kibuye, avec excursions en bateau vers les îles Napoléon et Amahoro, restaurant au bord du lac et baignade depuis le ponton.',
    rw: 'Hoteli yubatse ku materasi ku gasozi kazengurutswe n’ikiyaga i Kibuye, ifite ingendo mu bwato zijya ku birwa bya Napoleon na Amahoro, resitora iri ku kiyaga no koga uhereye ku cyambu.',
  },
  'Karongi Lake House': {
    fr: 'Toute la maison au bord du lac : deux chambres, deux salles d’eau, une cuisine et une terrasse sur pilotis au-dessus de l’eau. Kayaks et gilets de sauvetage compris.',
    rw: 'Inzu yose iri ku kiyaga: ibyumba bibiri byo kuraramo, ubwiherero bubiri, igikoni n’urubaraza rw’imbaho ruri hejuru y’amazi. Amato mato yo kugashya n’amakoti yo kwirinda kurohama birimo.',
  },
  'Bethanie Hillside Guest House': {
    fr: 'Chambres simples avec vue sur le lac et jardin tranquille, à dix minutes à pied de la ville de Karongi.',
    rw: 'Ibyumba byoroheje byitegeye ikiyaga n’ubusitani butuje, iminota icumi n’amaguru uvuye mu mujyi wa Karongi.',
  },
  // ---------------------------------------------------------------- Nyanza
  'Royal Palace Inn': {
    fr: 'Près du musée du Palais du roi à Rukari et de ses vaches Inyambo aux longues cornes. Soirées de danse traditionnelle, restaurant et grands jardins.',
    rw: 'Hafi y’Ingoro y’Umwami i Rukari n’inka zayo z’Inyambo zifite amahembe maremare. Imigoroba y’imbyino gakondo, resitora n’ubusitani bunini.',
  },
  'Nyanza Heritage Guest House': {
    fr: 'Une maison d’hôtes familiale près du musée d’art de Rwesero, avec une cuisine rwandaise maison et des guides pour les sites du patrimoine royal.',
    rw: 'Icumbi ry’umuryango riri hafi y’Ingoro Ndangamurage y’Ubugeni i Rwesero, ritanga amafunguro ya Kinyarwanda atekewe mu rugo n’abayobora ba mukerarugendo ahantu ndangamateka h’ibwami.',
  },
  // ---------------------------------------------------------------- Rusizi
  'Cyangugu Lakeside Hotel': {
    fr: 'À la pointe sud du lac Kivu, avec une piscine surplombant l’eau, un restaurant de poisson et un accès facile au parc national de la forêt de Nyungwe.',
    rw: 'Iri ku mpera y’amajyepfo y’ikiyaga cya Kivu, ifite pisine iri hejuru y’amazi, resitora y’amafi, kandi ikaba hafi ya Pariki y’Igihugu ya Nyungwe.',
  },
  'Kamembe Airport Apartments': {
    fr: 'Appartements pratiques près de l’aéroport et du marché de Kamembe, avec cuisine et parking. Parfaits pour les voyageurs en route vers Nyungwe.',
    rw: 'Inzu zo guturamo zoroheye abazigana, hafi y’ikibuga cy’indege cya Kamembe n’isoko, zifite ibikoni n’aho guparika imodoka. Nziza ku bagenzi berekeza i Nyungwe.',
  },
  'Rusizi Riverside Guest House': {
    fr: 'Une maison d’hôtes tranquille près de la rivière Rusizi, avec véranda, repas faits maison et excursions à la journée vers la passerelle de la canopée de Nyungwe.',
    rw: 'Icumbi rituje riri hafi y’uruzi rwa Rusizi, rifite urubaraza, amafunguro atekewe mu rugo n’ingendo z’umunsi umwe zijya ku kiraro kiri hejuru y’ibiti bya Nyungwe.',
  },
  // ---------------------------------------------------------------- Kayonza
  'Akagera Savanna Lodge': {
    fr: 'Cottages au toit de chaume en bordure du parc national de l’Akagera. Safaris en voiture à l’aube, promenades en bateau sur le lac Ihema et piscine avec vue sur la savane.',
    rw: 'Utuzu dusakaje ibyatsi turi ku nkengero za Pariki y’Igihugu y’Akagera. Gusura inyamaswa mu modoka mu museke, ingendo mu bwato ku kiyaga cy’Ihema na pisine yitegeye ibibaya by’ibyatsi.',
  },
  'Kayonza Crossroads Hotel': {
    fr: 'Un hôtel propre et accueillant au carrefour des routes de l’Akagera et de la Tanzanie, avec restaurant, parking et petit-déjeuner matinal les jours de safari.',
    rw: 'Hoteli isukuye kandi yakira neza, aho imihanda ijya muri Akagera no muri Tanzaniya ihurira, ifite resitora, aho guparika imodoka n’ifunguro rya mu gitondo kare ku minsi yo gusura inyamaswa.',
  },
  'Muhazi Shore Cottages': {
    fr: 'Cottages sur la rive est du lac Muhazi, près de Gahini, avec ponton, tilapia grillé au déjeuner et une observation des oiseaux exceptionnelle.',
    rw: 'Utuzu turi ku nkombe y’iburasirazuba y’ikiyaga cya Muhazi hafi ya Gahini, dufite icyambu gito, amafi yokeje ku ifunguro rya saa sita n’ahantu heza cyane ho kureba inyoni.',
  },
  // ---------------------------------------------------------------- Rwamagana
  'Rwamagana Green Hotel': {
    fr: 'Un hôtel calme en centre-ville, avec jardin, salle de conférence et restaurant, à une heure de Kigali sur la route de l’Akagera.',
    rw: 'Hoteli ituje iri mu mujyi rwagati, ifite ubusitani, icyumba cy’inama na resitora, ku isaha imwe uvuye i Kigali ku muhanda ujya muri Akagera.',
  },
  'Muhazi Breeze Guest House': {
    fr: 'Une petite maison d’hôtes près du lac Muhazi, avec balades en bateau, poisson grillé et chambres calmes.',
    rw: 'Icumbi rito riri hafi y’ikiyaga cya Muhazi, rifite ingendo mu bwato, amafi yokeje n’ibyumba bituje.',
  },
  // ---------------------------------------------------------------- Huye (Butare)
  'Huye University Hotel': {
    fr: 'Près du campus de l’Université du Rwanda et du Musée ethnographique. Salle de conférence, restaurant et jardin pour prendre un verre le soir.',
    rw: 'Hafi ya Kaminuza y’u Rwanda n’Ingoro Ndangamurage y’i Huye. Inzu y’inama, resitora n’ubusitani bwo gusangiriramo icyo kunywa nimugoroba.',
  },
  'Butare Coffee Hills Guest House': {
    fr: 'Une maison d’hôtes au milieu des plantations de café, avec visites de la station de lavage et café de Huye servi au petit-déjeuner.',
    rw: 'Icumbi riri hagati y’imirima y’ikawa, rigusurisha uruganda ruyitunganya, kandi ikawa ya Huye igatangwa hamwe n’ifunguro rya mu gitondo.',
  },
  'Huye Green Apartments': {
    fr: 'Appartements meublés pour étudiants, chercheurs et familles, avec cuisine et Wi-Fi rapide, près de la grand-route de Nyungwe.',
    rw: 'Inzu zo guturamo zirimo ibikoresho, zigenewe abanyeshuri, abashakashatsi n’imiryango, zifite ibikoni na Wi-Fi yihuta, hafi y’umuhanda munini ujya i Nyungwe.',
  },
  // ---------------------------------------------------------------- waiting for review
  'Kicukiro Skyline Apartments': {
    fr: 'Appartements neufs avec terrasse sur le toit et vue sur les collines de Kicukiro, à dix minutes de la route de l’aéroport.',
    rw: 'Inzu zo guturamo nshya zifite urubaraza rwo hejuru y’inzu rwitegeye imisozi ya Kicukiro, iminota icumi uvuye ku muhanda ujya ku kibuga cy’indege.',
  },
  'Rubavu Pearl Hotel': {
    fr: 'Un nouvel hôtel au bord du lac, avec piscine à débordement, spa et restaurant sur la plage du lac Kivu.',
    rw: 'Hoteli nshya iri ku kiyaga, ifite pisine isa n’iyihuza n’ikiyaga, aho kwitabwaho ku mubiri na resitora ku mucanga w’ikiyaga cya Kivu.',
  },
  'Huye Meadow Guest House': {
    fr: 'Une maison d’hôtes tranquille avec potager, près de l’arboretum de Huye.',
    rw: 'Icumbi rituje rifite akarima k’imboga, hafi y’ishyamba ry’ibiti binyuranye rya Huye.',
  },
  'Rwamagana Lakeview Apartments': {
    fr: 'Appartements de deux chambres avec balcon face au lac Muhazi et jardin partagé.',
    rw: 'Inzu zo guturamo z’ibyumba bibiri byo kuraramo, zifite amabaraza yitegeye ikiyaga cya Muhazi n’ubusitani busangiwe.',
  },
  // ---------------------------------------------------------------- rejected
  'Nyamirambo Budget Rooms': {
    fr: 'Chambres bon marché près du stade de Nyamirambo.',
    rw: 'Ibyumba bihendutse hafi ya sitade ya Nyamirambo.',
  },
  'Akagera Tented Camp': {
    fr: 'Tentes de safari de luxe avec vue sur les plaines de l’Akagera.',
    rw: 'Amahema y’akataraboneka yo gusura inyamaswa, yitegeye ibibaya by’Akagera.',
  },
  'Musanze Quick Stay': {
    fr: 'Chambres.',
    rw: 'Ibyumba.',
  },
};
