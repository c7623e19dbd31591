import type { AreaDetail } from "../detail-types";

/**
 * Long-form content for each /areas/{slug} page. Every entry describes its
 * own place: postcode districts, position relative to our Oak Street base,
 * housing stock and what that means for the heating found there.
 */
export const areaDetails: readonly AreaDetail[] = [
  {
    slug: "middlesbrough",
    name: "Middlesbrough",
    postcodeDistricts: ["TS1", "TS2", "TS3", "TS4", "TS5"],
    milesFromBase: 0.5,
    typicalResponse: "usually within the hour for an emergency",
    localAuthority: "Middlesbrough",
    summary:
      "Boiler repair, servicing and gas safety checks across Middlesbrough from our Oak Street base, from TS1 town centre flats to North Ormesby terraces.",
    about: [
      "Middlesbrough grew from a handful of farm buildings in 1830 into the iron town Gladstone called an 'infant Hercules', and its housing still shows that rush. Close to our Oak Street base in TS1 there are flats above shops and converted offices; in TS3 the tight Victorian streets of North Ormesby sit beside the post-war council estates of Berwick Hills and Park End, while TS4 takes in Grove Hill and Longlands. Middlehaven in TS2, by the Transporter Bridge, has newer apartment blocks.",
      "Each type brings its own faults. Terraced houses converted from open-vented systems often still have sludge in old radiators, which blocks the plate heat exchanger of a new combi within a few years unless the system is cleaned and filtered. Some council-built homes kept a back boiler behind a gas fire for decades, and many of those have since been swapped for a combi in a kitchen cupboard. Flats with boilers on internal walls can have long flue runs in ceiling voids that need inspection hatches for a proper service.",
      "With Teesside University in the middle of town, many houses around the campus are let to students. Landlords must have every gas appliance checked each year under the Gas Safety (Installation and Use) Regulations 1998, and we carry out those checks alongside repairs and servicing.",
    ],
    nearby: ["linthorpe", "acklam", "thornaby", "ormesby", "marton"],
  },
  {
    slug: "redcar",
    name: "Redcar",
    postcodeDistricts: ["TS10"],
    milesFromBase: 9,
    typicalResponse: "usually within 60 to 90 minutes",
    localAuthority: "Redcar and Cleveland",
    summary:
      "Boiler repair and servicing in Redcar, TS10, where sea air works on flues and condensate pipes. Gas Safe engineers covering Coatham to Dormanstown.",
    about: [
      "Redcar is about nine miles east of our base, a seaside town that grew with the railway and then with the steel industry at the mouth of the Tees. Along the Esplanade, Coatham and the streets behind the High Street there are Victorian and Edwardian terraces, many now divided into flats. Dormanstown was laid out for Dorman Long workers after the First World War, and post-war and later estates fill the rest of TS10 out towards Kirkleatham.",
      "Living this close to the sea matters for a boiler. Salt carried on the wind settles on flue terminals, external condensate pipes and the casing of any boiler fitted in an outside cupboard or garage, and over a few winters it corrodes metal fittings and clips. Strong onshore gusts can also blow flue gases back towards the terminal, which shows up as lockouts on windy nights. When we service a boiler in Redcar we look closely at the terminal, the flue seals and the condensate run, not just the inside of the case.",
      "Older seafront terraces often have tall rooms and solid brick walls, so a correctly sized boiler and balanced radiators make a real difference to comfort. Whether you live near the Beacon or out by the racecourse, we repair, service and replace boilers across the town.",
    ],
    nearby: ["marske-by-the-sea", "new-marske", "eston", "saltburn-by-the-sea"],
  },
  {
    slug: "guisborough",
    name: "Guisborough",
    postcodeDistricts: ["TS14"],
    milesFromBase: 9,
    typicalResponse: "usually within 60 to 90 minutes",
    localAuthority: "Redcar and Cleveland",
    summary:
      "Boiler repair, servicing and installation in Guisborough, TS14. Gas Safe engineers for the market town's stone houses, estates and homes below the hills.",
    about: [
      "Guisborough is an old market town about nine miles south-east of Middlesbrough, reached along the A171 and sitting at the foot of the Cleveland Hills with Guisborough Forest rising behind it. The ruins of Gisborough Priory stand at the end of the town centre, and the wide cobbled edges of Westgate still host the market.",
      "The housing runs from stone and brick buildings in and around Westgate, some of them listed, to large estates of semi-detached houses and bungalows built from the 1950s onwards, and newer developments on the edges of the town. In the older properties we often find heating that has been altered several times: a combi added to a system that once had a cylinder, pipes that no longer serve anything, or radiators undersized for thick walls. On the estates, many homes are on their second or third combi and the faults are familiar ones: lost pressure, failing diverter valves and fans, and condensate pipes that freeze where they run outside.",
      "Homes on the higher ground towards the forest and the moors get colder winds than the town centre, which is worth thinking about when sizing a replacement boiler. A few farms and cottages in the surrounding countryside are not on mains gas, so tell us what fuel your boiler uses when you call.",
    ],
    nearby: ["nunthorpe", "skelton", "great-ayton", "new-marske"],
  },
  {
    slug: "saltburn-by-the-sea",
    name: "Saltburn-by-the-Sea",
    postcodeDistricts: ["TS12"],
    milesFromBase: 13,
    typicalResponse: "usually within 60 to 90 minutes",
    localAuthority: "Redcar and Cleveland",
    summary:
      "Boiler repair and servicing in Saltburn-by-the-Sea, TS12, from the Victorian jewel streets to newer homes. Gas Safe engineers used to coastal flues.",
    about: [
      "Saltburn-by-the-Sea was laid out from 1861 by Henry Pease as a planned Victorian resort, about thirteen miles east of our base. Its grid of tall terraces includes the jewel streets, named Ruby, Emerald, Garnet and so on, running down towards the cliff top, the pier and the water-balanced cliff lift that has carried passengers to the beach since 1884.",
      "Those Victorian houses have high ceilings, solid walls and three or four storeys, and many have been split into flats. That creates some particular heating jobs: flues that have to pass through thick walls or be routed to meet clearance rules, boilers tucked into small kitchens in upper-floor flats, and old open-vented pipework that was extended room by room over the years. Sludge is common in systems like these, and a new boiler fitted without cleaning the system first rarely lasts as it should.",
      "The town sits right above the sea, so salt spray and hard winds are a fact of life for flue terminals and condensate pipes on the seaward side. Saltburn is also popular for holiday lets and rented flats, and landlords need a gas safety record for each property every year. We service, repair, certify and replace boilers throughout the town and the newer streets inland.",
    ],
    nearby: ["marske-by-the-sea", "skelton", "brotton", "new-marske"],
  },
  {
    slug: "eston",
    name: "Eston",
    postcodeDistricts: ["TS6"],
    milesFromBase: 5,
    typicalResponse: "usually within the hour for an emergency",
    localAuthority: "Redcar and Cleveland",
    summary:
      "Boiler repair, servicing and replacement in Eston, TS6, below Eston Nab. Local Gas Safe engineers for the town's family homes and former council houses.",
    about: [
      "Eston lies about five miles east of Middlesbrough town centre at the foot of the Eston Hills, with Eston Nab looking out over the Tees. The town boomed after ironstone was found in the hills in 1850, and the mines fed the ironworks along the river for decades. The TS6 district also takes in Grangetown and South Bank, closer to the former steelworks.",
      "Most homes in Eston today are twentieth-century: large estates of council-built semis and terraces, many since bought by their occupiers, alongside private semis and bungalows. A lot of these houses once had a back boiler behind the living-room fire and were converted to a combi in the 1990s or 2000s, so some are now on their second replacement. The old pipe runs from those conversions can be awkward, with microbore pipes under floors and radiators that have never been flushed.",
      "Common calls here are for combis losing pressure, no hot water because of a failed diverter valve, and condensate pipes frozen in cold snaps where they run down outside walls. Houses higher up towards the hills are more exposed, so lagging and sizing of external condensate pipes is something we check when we service or replace a boiler.",
    ],
    nearby: ["normanby", "ormesby", "redcar", "middlesbrough"],
  },
  {
    slug: "normanby",
    name: "Normanby",
    postcodeDistricts: ["TS6"],
    milesFromBase: 4,
    typicalResponse: "usually within the hour for an emergency",
    localAuthority: "Redcar and Cleveland",
    summary:
      "Boiler repair and annual servicing in Normanby, TS6. Gas Safe engineers for the village's semis, bungalows and estates between Ormesby and Eston.",
    about: [
      "Normanby sits between Ormesby and Eston, about four miles from our base, on rising ground below the Eston Hills. It was once a small village, and it grew into a suburb through the twentieth century as housing spread out from Middlesbrough. Flatts Lane Woodland Country Park is on its southern edge.",
      "The housing is mostly semi-detached houses and bungalows from the 1930s through to the 1970s, with some newer infill developments. Bungalows are common, and for older residents a boiler breakdown in winter is more than an inconvenience. In houses of this age the boiler is often in the kitchen or a bedroom cupboard where a hot water cylinder used to be, and the original system may have had a feed and expansion tank in the loft that was left in place after a combi went in.",
      "Typical faults we see in Normanby are pressure loss from weeping radiator valves, pumps and fans wearing out on boilers that are ten to fifteen years old, and sludge slowing the heating down. A service each year, with a check of the inhibitor level and a magnetic filter, keeps most of these problems away.",
    ],
    nearby: ["eston", "ormesby", "marton", "middlesbrough"],
  },
  {
    slug: "ormesby",
    name: "Ormesby",
    postcodeDistricts: ["TS7"],
    milesFromBase: 3.5,
    typicalResponse: "usually within the hour for an emergency",
    localAuthority: "Redcar and Cleveland",
    summary:
      "Boiler repair, servicing and gas safety checks in Ormesby, TS7, near Ormesby Hall. Gas Safe engineers for the village's houses, bungalows and estates.",
    about: [
      "Ormesby is about three and a half miles south-east of our base, on the Redcar and Cleveland side of the boundary with Middlesbrough. At its heart is Ormesby Hall, the eighteenth-century house of the Pennyman family, now cared for by the National Trust, with its parkland giving the village a greener feel than the streets around it.",
      "Around the hall the housing is a mix of older village properties, private semis and detached houses from the middle of the twentieth century, and estates of bungalows and family homes from the 1960s and 1970s. Many of those homes were built with a gas boiler and a hot water cylinder in an airing cupboard, and some still have that arrangement. Owners often ask us whether to keep the cylinder or move to a combi; the answer depends on how many bathrooms you have, how many people use hot water at once and the water pressure in your street, and we will explain the choice plainly.",
      "For older heat-only boilers we commonly replace pumps, motorised valves and thermostats, and for combis the usual suspects are diverter valves, fans and expansion vessels that have lost their charge. We cover all of Ormesby, including the streets towards Normanby and Marton.",
    ],
    nearby: ["normanby", "marton", "nunthorpe", "eston", "middlesbrough"],
  },
  {
    slug: "marton",
    name: "Marton",
    postcodeDistricts: ["TS7", "TS8"],
    milesFromBase: 3.5,
    typicalResponse: "usually within the hour for an emergency",
    localAuthority: "Middlesbrough",
    summary:
      "Boiler repair, servicing and new boilers in Marton, TS7 and TS8, around Stewart Park. Local Gas Safe engineers for combis, system boilers and cylinders.",
    about: [
      "Marton is about three and a half miles south-east of Middlesbrough town centre, along Marton Road past the James Cook University Hospital. Captain James Cook was born here in 1728, and the Captain Cook Birthplace Museum stands in Stewart Park, close to where his family's cottage once was. He was baptised at St Cuthbert's Church in the village.",
      "The area straddles TS7 and TS8 and has a wider range of homes than many suburbs: older cottages and farmhouses from the original village, large detached houses on tree-lined roads, and private estates built from the 1960s to the 1990s. Bigger houses here often run a system boiler with a hot water cylinder, sometimes an unvented cylinder that needs its own safety checks, while the estate homes mostly rely on combis that are now on their second or third generation.",
      "That mix means no two calls in Marton are quite the same. One day it is a zone valve stuck on a two-zone system in a detached house, the next a combi in a 1980s semi that has lost pressure because of a weeping valve. We carry common parts for the major makes so that many repairs can be finished on the first visit, and we can advise honestly when replacement makes more sense than another repair.",
    ],
    nearby: ["nunthorpe", "coulby-newham", "ormesby", "acklam"],
  },
  {
    slug: "coulby-newham",
    name: "Coulby Newham",
    postcodeDistricts: ["TS8"],
    milesFromBase: 4,
    typicalResponse: "usually within the hour for an emergency",
    localAuthority: "Middlesbrough",
    summary:
      "Combi and system boiler repair, servicing and replacement in Coulby Newham, TS8. Gas Safe engineers covering the estate from the Parkway Centre outwards.",
    about: [
      "Coulby Newham is a large residential area about four miles south of our base, planned and built mostly from the late 1970s onwards. It has its own shopping centre, the Parkway Centre, and Newham Grange Leisure Farm, with the A174 Parkway running along its southern side.",
      "Because the estate went up over a relatively short period, many homes share the same history. The original boilers were usually conventional or back boilers with a cylinder, replaced by a first combi in the 1990s or 2000s, and many of those have since been replaced again. A home on its second or third combi often has pipework that was adapted rather than redesigned, so a new boiler may be fighting undersized gas pipes or a layout that was never balanced.",
      "The faults we see most often here are pressure loss, no hot water from a sticking diverter valve, noisy pumps and frozen condensate pipes, which are common on homes built with boilers on outside walls. When you are ready to replace, we check the gas supply size, flush or clean the system, fit a magnetic filter and set the boiler up for the house rather than leave factory settings. Housing association tenants should report faults to their landlord first; owner-occupiers and private landlords can call us directly.",
    ],
    nearby: ["hemlington", "marton", "stainton", "nunthorpe"],
  },
  {
    slug: "hemlington",
    name: "Hemlington",
    postcodeDistricts: ["TS8"],
    milesFromBase: 4.5,
    typicalResponse: "usually within the hour for an emergency",
    localAuthority: "Middlesbrough",
    summary:
      "Boiler repair, servicing and gas safety certificates in Hemlington, TS8, near Hemlington Lake. Gas Safe engineers for homeowners and private landlords.",
    about: [
      "Hemlington lies about four and a half miles south of Middlesbrough town centre, south of Acklam and beside Coulby Newham, just north of the A174 Parkway. Most of the area was built as a large housing estate in the 1960s and 1970s, with Hemlington Lake and its surrounding green space at its centre, and newer private housing has since been added around the edges.",
      "A large share of the older homes were council-built, and many are now owned by their occupiers or let privately. Those houses tend to have had heating upgrades done in stages: a back boiler taken out, a combi added, radiators changed one at a time. Where steel radiators and copper pipes of different ages share the same water, corrosion produces black sludge, and that sludge is one of the main reasons we find blocked heat exchangers and cold radiators here.",
      "If you rent from a housing association, your landlord arranges boiler repairs, so call them first. If you own your home or let one privately, we can repair, service or replace your boiler, and landlords can book the annual gas safety check that the law requires. On the newer private homes, where modern condensing combis are standard, we mostly deal with warranty-age servicing and condensate or pressure faults.",
    ],
    nearby: ["coulby-newham", "stainton", "acklam", "maltby"],
  },
  {
    slug: "stainton",
    name: "Stainton",
    postcodeDistricts: ["TS8"],
    milesFromBase: 5,
    typicalResponse: "usually within the hour for an emergency",
    localAuthority: "Middlesbrough",
    summary:
      "Boiler repair and servicing in Stainton, TS8, for village cottages and newer detached homes. Gas Safe engineers working across south Middlesbrough.",
    about: [
      "Stainton is a village on the southern edge of Middlesbrough, about five miles from our base and just south of the A174 Parkway. Together with neighbouring Thornton it has its own parish council, and it has kept a village character, with older cottages and houses along its main street and open farmland to the south.",
      "Around the old centre there are newer developments of larger detached and semi-detached homes. In the older cottages the heating has usually been added long after they were built, so pipes may run through solid walls and floors in ways that make leaks hard to trace. Larger modern houses often have a system boiler with an unvented hot water cylinder, which should be checked every year by an engineer qualified to work on it, and some have two heating zones with their own valves and thermostats.",
      "Being on the edge of town, Stainton is more exposed than the estates to the north, and in hard frosts condensate pipes are a frequent cause of breakdowns. A wider pipe, better lagging or a different route for the condensate usually stops it happening again. We work on all the main boiler makes here and can give straight advice on whether an older boiler is worth repairing.",
    ],
    nearby: ["hemlington", "maltby", "coulby-newham", "ingleby-barwick"],
  },
  {
    slug: "thornaby",
    name: "Thornaby",
    postcodeDistricts: ["TS17"],
    milesFromBase: 3,
    typicalResponse: "usually within the hour for an emergency",
    localAuthority: "Stockton-on-Tees",
    summary:
      "Boiler repair, servicing and installation in Thornaby, TS17, just across the Tees. Gas Safe engineers for Victorian terraces and post-war estates alike.",
    about: [
      "Thornaby-on-Tees is about three miles from our base, across the river from Stockton and separated from Middlesbrough by the A19 and the Teesside Park shopping area. The old town grew in the nineteenth century around ironworks and potteries, and its Victorian town hall still stands.",
      "The older part of Thornaby near the river has terraced streets with small rooms and back yards, where boilers are often fitted in kitchens or back bedrooms and flues exit straight into the yard. Much of the town, though, was built after the Second World War, including housing on the site of the former RAF Thornaby airfield, which closed in 1958. Those estates have the usual mix of combis of varying ages and older heat-only boilers with cylinders.",
      "In the terraces we often find old open-vented systems with a tank in the loft, and their sludge can quickly damage a new combi unless the system is cleaned first. In the post-war houses, back boiler removals and combi conversions from decades ago sometimes left pipework that is undersized or poorly supported. We repair, service and replace boilers across Thornaby, and landlords can book the annual gas safety check for rented homes.",
    ],
    nearby: ["middlesbrough", "stockton-on-tees", "ingleby-barwick", "acklam"],
  },
  {
    slug: "billingham",
    name: "Billingham",
    postcodeDistricts: ["TS22", "TS23"],
    milesFromBase: 5,
    typicalResponse: "usually within the hour for an emergency",
    localAuthority: "Stockton-on-Tees",
    summary:
      "Boiler repair, servicing and replacement in Billingham, TS22 and TS23. Gas Safe engineers for the town's ICI-era housing and newer estates north of the Tees.",
    about: [
      "Billingham is about five miles north-west of our base, across the Tees on the A19. It changed from a small village into a sizeable town after the chemical works opened in the 1920s, later run by ICI, and much of its housing was built for the people who worked there. The 1960s town centre and the Forum leisure centre and theatre date from that growth, and the town is known for its International Folklore Festival.",
      "Housing in TS22 and TS23 ranges from inter-war semis and terraces to large post-war estates and private developments from the 1970s onwards. Homes of that age often kept their original layout of a boiler in the kitchen and a cylinder in the airing cupboard for decades, and many have since been converted to combis. Where conversions were done cheaply, we find hot water that is slow to arrive, radiators that heat unevenly and pressure problems caused by old valves.",
      "Some Billingham homes still have a heat-only boiler, a cylinder and a feed tank in the loft, and for larger families that can still be the better choice. We will look at how the house is used before recommending a change, and we carry parts to fix common faults on the first visit where we can.",
    ],
    nearby: ["norton", "stockton-on-tees", "middlesbrough"],
  },
  {
    slug: "stockton-on-tees",
    name: "Stockton-on-Tees",
    postcodeDistricts: ["TS18", "TS19"],
    milesFromBase: 4.5,
    typicalResponse: "usually within the hour for an emergency",
    localAuthority: "Stockton-on-Tees",
    summary:
      "Boiler repair, servicing and gas safety checks in Stockton-on-Tees, TS18 and TS19. Gas Safe engineers covering the town centre, Hartburn and Fairfield.",
    about: [
      "Stockton is about four and a half miles west of our base, across the Tees. It is an old market town with a famously wide High Street, and it was the end point of the Stockton and Darlington Railway, opened in 1825. The riverside now has the Infinity Bridge and the Tees Barrage, and Preston Park Museum lies to the south.",
      "The town's housing covers almost every era. Close to the centre there are Victorian and Edwardian terraces, many let to tenants, with boilers in small kitchens and flues into back yards. Hartburn and the roads around it have larger inter-war and older houses, while Fairfield, Hardwick and Roseworth in TS19 are dominated by post-war estates, council-built and private. Each brings a different job: sludge in old open-vented systems in the terraces, cylinder and zone valve faults in bigger houses, and worn-out combis on the estates.",
      "Stockton has a large private rented sector, and landlords must have a gas safety check on every appliance each year and give tenants a copy of the record. We carry out those checks, fix anything that fails and can service the boiler on the same visit. Norton, to the north, has a page of its own.",
    ],
    nearby: ["norton", "thornaby", "eaglescliffe", "billingham"],
  },
  {
    slug: "yarm",
    name: "Yarm",
    postcodeDistricts: ["TS15"],
    milesFromBase: 9,
    typicalResponse: "usually within 60 to 90 minutes",
    localAuthority: "Stockton-on-Tees",
    summary:
      "Boiler repair, servicing and new boilers in Yarm, TS15, from listed High Street buildings to larger family homes. Experienced Gas Safe engineers.",
    about: [
      "Yarm is a Georgian market town in a loop of the River Tees, about nine miles south-west of our base. Its wide cobbled High Street is lined with old buildings, many of them listed, and the railway viaduct strides across the town. The George and Dragon on the High Street is where the meeting promoting the Stockton and Darlington Railway was held in 1820.",
      "Heating in the historic centre needs care. In listed buildings, a new flue through a front wall or a change to the outside appearance may need consent, so we plan routes that avoid visible changes where we can. Old buildings have thick walls, tall rooms and sometimes more than one heating system added over the years. Around the town, larger detached houses built from the 1960s onwards commonly have system boilers with unvented cylinders, several zones and sometimes underfloor heating.",
      "Part of the town lies close to the river and has flood defences; if a ground-floor boiler has been affected by water, it must not be used until it has been checked. For larger Yarm homes we often replace diverter and zone valves, repair cylinder controls and carry out the annual checks unvented cylinders need, as well as servicing the boiler itself.",
    ],
    nearby: ["eaglescliffe", "kirklevington", "ingleby-barwick"],
  },
  {
    slug: "eaglescliffe",
    name: "Eaglescliffe",
    postcodeDistricts: ["TS16"],
    milesFromBase: 7,
    typicalResponse: "usually within 60 to 90 minutes",
    localAuthority: "Stockton-on-Tees",
    summary:
      "Boiler repair and servicing in Eaglescliffe, TS16, between Stockton and Yarm. Gas Safe engineers for Victorian villas, inter-war semis and newer estates.",
    about: [
      "Eaglescliffe lies about seven miles south-west of our base, between Stockton and Yarm along the A135, with its railway station giving direct trains towards London. The older village of Egglescliffe stands above the Tees facing Yarm, and Preston Park Museum and its grounds are on the Stockton side.",
      "Much of Eaglescliffe grew after the railway arrived, so there are substantial Victorian and Edwardian houses near the station, followed by inter-war semis and large private estates from the 1960s to the 1990s. Bigger period homes often have heating spread over three floors, with long pipe runs and radiators that take a long time to warm if the system is not balanced. Family houses on the estates mostly rely on combis or system boilers with cylinders, many now fifteen or twenty years old.",
      "Because homes here are often larger than the boiler they were given, we check the heat demand of the house before replacing anything. A combi that struggles to run two showers may be better replaced by a system boiler and cylinder, and an oversized boiler that cycles on and off wastes gas. For repairs we carry common parts for the main makes, and we service boilers and unvented cylinders throughout TS16.",
    ],
    nearby: ["yarm", "stockton-on-tees", "ingleby-barwick"],
  },
  {
    slug: "ingleby-barwick",
    name: "Ingleby Barwick",
    postcodeDistricts: ["TS17"],
    milesFromBase: 6,
    typicalResponse: "usually within the hour for an emergency",
    localAuthority: "Stockton-on-Tees",
    summary:
      "Boiler repair, servicing and combi replacement in Ingleby Barwick, TS17. Gas Safe engineers for the estate's 1980s, 1990s and 2000s family homes.",
    about: [
      "Ingleby Barwick is about six miles from our base, on the south bank of the Tees between Thornaby and Yarm. It is one of the largest private housing developments in the country, built from the 1980s onwards in a series of 'villages' such as Beckfields and Myton Park, and most of its homes are modern detached and semi-detached houses.",
      "That means a lot of boilers of similar age. Houses from the first phases are often on their second combi, and the first condensing boilers fitted in the mid-2000s are reaching the stage where heat exchangers, fans and diverter valves begin to fail. Condensate pipes run down outside walls on many of these homes, and in a cold snap frozen condensate is one of the most common reasons for a call-out here. Larger four and five-bedroom houses frequently have a system boiler with an unvented cylinder, which needs its own annual safety checks.",
      "Newer homes can still suffer from sludge: modern aluminium heat exchangers are sensitive to poor water quality, and inhibitor levels drop over the years. When we service a boiler in Ingleby Barwick we check the system water, the filter and the expansion vessel charge, which prevents many pressure and overheating faults. If replacement is due, we will tell you what size of boiler the house really needs.",
    ],
    nearby: ["thornaby", "maltby", "yarm", "stainton"],
  },
  {
    slug: "norton",
    name: "Norton",
    postcodeDistricts: ["TS20"],
    milesFromBase: 5,
    typicalResponse: "usually within the hour for an emergency",
    localAuthority: "Stockton-on-Tees",
    summary:
      "Boiler repair, servicing and replacement in Norton, TS20, around the green and beyond. Gas Safe engineers for period houses, terraces and post-war homes.",
    about: [
      "Norton is on the north side of Stockton, about five miles from our base. It keeps the feel of an old village, with a large green and duck pond, a tree-lined High Street and St Mary's Church, which has Anglo-Saxon origins and is among the oldest churches in the area.",
      "Around the green and the High Street there are Georgian and Victorian houses, some of them listed, where heating has been added and upgraded many times. Beyond the old village, Norton has terraces, inter-war semis and post-war estates stretching towards Billingham and Stockton. In period properties we often meet mixed pipework, old cast-iron radiators alongside newer steel ones, and boilers placed wherever space allowed, sometimes with long flue runs. Where a house is listed, any new flue on a visible elevation may need consent, so we plan with that in mind.",
      "On the later estates the calls are the familiar ones for homes on their second or third boiler: loss of pressure, faulty diverter valves, pumps and fans at the end of their life, and thermostats that no longer talk to the boiler. We service and repair all the main makes, and can carry out landlord gas safety checks across TS20.",
    ],
    nearby: ["stockton-on-tees", "billingham"],
  },
  {
    slug: "maltby",
    name: "Maltby",
    postcodeDistricts: ["TS8"],
    milesFromBase: 6,
    typicalResponse: "usually within the hour for an emergency",
    localAuthority: "Stockton-on-Tees",
    summary:
      "Boiler repair and servicing in Maltby, TS8, the small village between Ingleby Barwick and Stainton. Gas Safe engineers for cottages and larger homes.",
    about: [
      "Maltby is a small village about six miles from our base, south of the A174 Parkway and between Ingleby Barwick, Stainton and Hilton. Although it shares the TS8 postcode district with Coulby Newham and Hemlington, it falls within the borough of Stockton-on-Tees and keeps a rural character, surrounded by fields.",
      "Its housing is a small mix of older cottages and farmhouses, barn conversions and detached houses built more recently. Conversions and larger houses tend to have long pipe runs from the boiler to distant rooms, and often use a system boiler with a hot water cylinder to supply more than one bathroom. In older cottages, heating was added long after the walls went up, so pipes may be buried in floors and leaks can take patience to find.",
      "Because the village is on open ground, boilers with flues and condensate pipes on exposed walls feel the wind and frost more than homes in the sheltered estates nearby. A frozen condensate pipe is an easy fix once diagnosed, and rerouting or insulating it usually stops it happening again. We cover Maltby for repairs, annual servicing and replacement boilers, and for older properties we check ventilation and flue condition carefully.",
    ],
    nearby: ["ingleby-barwick", "stainton", "hemlington", "thornaby"],
  },
  {
    slug: "great-ayton",
    name: "Great Ayton",
    postcodeDistricts: ["TS9"],
    milesFromBase: 8,
    typicalResponse: "usually within 60 to 90 minutes",
    localAuthority: "North Yorkshire",
    summary:
      "Boiler repair, servicing and installation in Great Ayton, TS9, below Roseberry Topping. Gas Safe engineers for stone cottages and village family homes.",
    about: [
      "Great Ayton is a village about eight miles south-east of our base, on the River Leven below Roseberry Topping and Easby Moor, where the Captain Cook Monument stands. Cook went to school here, and the Captain Cook Schoolroom Museum tells that story; his parents' cottage was taken down in 1934 and rebuilt in Melbourne.",
      "The centre of the village, around High Green and Low Green, has stone cottages and houses that are now much sought after. These solid-walled homes lose heat differently from modern houses, and their heating has often been added in stages, with pipes run through thick walls and boilers fitted in kitchens or outbuildings. Beyond the centre there are estates of family houses and bungalows built from the 1960s onwards, where combis and system boilers of various ages are the norm.",
      "Homes near the moor edge feel the cold first, and a breakdown here in winter can make a house cold quickly. Some outlying farms and cottages around the village are not on mains gas and use LPG or oil, so please tell us your fuel type when you call. For gas boilers in the village itself we offer repairs, annual servicing and replacement, and we size new boilers for stone houses with care.",
    ],
    nearby: ["stokesley", "nunthorpe", "guisborough"],
  },
  {
    slug: "stokesley",
    name: "Stokesley",
    postcodeDistricts: ["TS9"],
    milesFromBase: 9,
    typicalResponse: "usually within 60 to 90 minutes",
    localAuthority: "North Yorkshire",
    summary:
      "Boiler repair, servicing and replacement in Stokesley, TS9, the market town on the River Leven. Gas Safe engineers for Georgian houses and newer homes.",
    about: [
      "Stokesley is a market town about nine miles south of Middlesbrough, on the River Leven at the northern edge of the North York Moors. Its long market place is lined with Georgian and Victorian buildings, the river is crossed by an old packhorse bridge, and the Stokesley Show each September is one of the largest agricultural shows in the region.",
      "Many properties in the centre are listed or in the conservation area, so flue positions and external changes need thought before a boiler is replaced. Georgian town houses have tall rooms, sash windows and solid walls, and often a heating system with a cylinder and loft tank installed decades ago. Around the town there are newer estates of detached and semi-detached homes where condensing combis and system boilers are standard and most calls are for routine faults and servicing.",
      "Stokesley is surrounded by farmland, and some homes outside the town are not on mains gas. If you are in the town, we repair and service all the main gas boiler makes, check unvented cylinders, and can replace an old system with one that suits a period building without spoiling it. Please tell us if your property runs on LPG when you call.",
    ],
    nearby: ["great-ayton", "seamer"],
  },
  {
    slug: "kirklevington",
    name: "Kirklevington",
    postcodeDistricts: ["TS15"],
    milesFromBase: 11,
    typicalResponse: "usually within 60 to 90 minutes",
    localAuthority: "Stockton-on-Tees",
    summary:
      "Boiler repair and servicing in Kirklevington, TS15, the village just south of Yarm. Gas Safe engineers for cottages, detached homes and larger houses.",
    about: [
      "Kirklevington is a village about eleven miles from our base, just south of Yarm and close to the A19 and A67. It is one of the most southerly villages in the borough of Stockton-on-Tees, and it is home to Kirklevington Hall, now the Judges country house hotel.",
      "The village has older cottages and farmhouses alongside detached houses built over the second half of the twentieth century and more recently. Larger homes commonly have a system boiler feeding an unvented hot water cylinder and two or more heating zones, which means more components that can fail: zone valves, pumps, programmers and the cylinder's own safety devices. An unvented cylinder should be inspected every year by an engineer with the right qualification, and we can do that at the same visit as the boiler service.",
      "Some outlying properties around Kirklevington are not on mains gas and rely on oil or LPG, so tell us what fuel you use when you get in touch. For gas homes in the village, we repair, service and replace boilers of all the main makes, and we size replacements for the real heat demand of the house rather than simply copying the old boiler's output.",
    ],
    nearby: ["yarm", "eaglescliffe"],
  },
  {
    slug: "seamer",
    name: "Seamer",
    postcodeDistricts: ["TS9"],
    milesFromBase: 8,
    typicalResponse: "usually within 60 to 90 minutes",
    localAuthority: "North Yorkshire",
    summary:
      "Boiler repair and servicing in Seamer near Stokesley, TS9. Gas Safe engineers for the village's cottages, farmhouses and homes on the Tees Valley's edge.",
    about: [
      "This Seamer is the small village in the TS9 district near Stokesley, about eight miles south of our base, not the Seamer near Scarborough. It sits in open farmland a couple of miles north-west of Stokesley, with the Cleveland Hills in view to the south-east.",
      "Housing in Seamer is a mixture of older brick cottages and farmhouses, converted farm buildings and detached houses added later. Older cottages here were never designed for central heating, so pipework often runs along skirting boards or under suspended floors, and cold draughts under those floors can freeze pipes in a hard winter. Converted barns and larger homes have long pipe runs and often use a system boiler with a cylinder, which brings zone valves, pumps and cylinder thermostats into the picture.",
      "Properties in the surrounding countryside are not all on mains gas, and some use LPG or oil, so tell us what your boiler runs on when you call. For gas boilers we carry out repairs, annual servicing and replacement, and on exposed sites we pay close attention to the condensate pipe and flue terminal, which take the brunt of the weather on open ground.",
    ],
    nearby: ["stokesley", "great-ayton"],
  },
  {
    slug: "marske-by-the-sea",
    name: "Marske-by-the-Sea",
    postcodeDistricts: ["TS11"],
    milesFromBase: 11,
    typicalResponse: "usually within 60 to 90 minutes",
    localAuthority: "Redcar and Cleveland",
    summary:
      "Boiler repair, servicing and replacement in Marske-by-the-Sea, TS11. Gas Safe engineers for the village's seafront streets and its family estates.",
    about: [
      "Marske-by-the-Sea lies on the coast between Redcar and Saltburn, about eleven miles east of our base. It began as a fishing and farming village, and its old centre still has Winkies Castle, a folk museum in a former cottage, while the churchyard of St Germain's on the cliff top holds the grave of Captain Cook's father.",
      "Most of Marske's homes, though, were built in the twentieth century: semis and bungalows from the inter-war and post-war years, large private estates from the 1960s onwards and newer developments on the edge of the village. Those estates account for most of our work here, with combis on their second or third generation and the usual faults of pressure loss, failed diverter valves and worn fans and pumps.",
      "Being on the coast, boilers in Marske also face salt and wind. Flue terminals on seaward walls corrode faster than inland, metal clips and condensate fittings can rust through, and strong gusts can cause flame failure or lockouts on some installations. During a service we check the terminal, the seals and the condensate route as well as the boiler internals, and we can suggest a better flue position when a boiler is replaced.",
    ],
    nearby: ["new-marske", "redcar", "saltburn-by-the-sea"],
  },
  {
    slug: "new-marske",
    name: "New Marske",
    postcodeDistricts: ["TS11"],
    milesFromBase: 11,
    typicalResponse: "usually within 60 to 90 minutes",
    localAuthority: "Redcar and Cleveland",
    summary:
      "Boiler repair and servicing in New Marske, TS11, the village on the hill above Marske. Gas Safe engineers for its terraces, semis and newer homes.",
    about: [
      "New Marske stands on higher ground about a mile inland from Marske-by-the-Sea, roughly eleven miles east of our base. It began in the late Victorian period as housing for ironstone miners working the mines nearby, and it has since grown into a village of its own with estates added through the twentieth century.",
      "The oldest streets have brick terraces from the mining era, small and solidly built, where boilers are often squeezed into kitchens and flues exit into back yards. Around them are post-war council and private semis, bungalows and newer family homes. In the terraces, old open-vented systems and sludgy radiators are common; on the later estates, we mostly deal with combis that are ten to twenty years old and starting to need parts.",
      "The village's raised position means it catches the wind off the sea and the hills alike. That is hard on condensate pipes, which can freeze where they run down an outside wall, and on flue terminals, which need to be clear and sound for a boiler to run reliably. We can insulate or reroute condensate pipes, service and repair all the main makes, and fit replacement boilers sized to the house.",
    ],
    nearby: ["marske-by-the-sea", "saltburn-by-the-sea", "redcar", "skelton", "guisborough"],
  },
  {
    slug: "skelton",
    name: "Skelton",
    postcodeDistricts: ["TS12"],
    milesFromBase: 13,
    typicalResponse: "usually within 60 to 90 minutes",
    localAuthority: "Redcar and Cleveland",
    summary:
      "Boiler repair, servicing and new boilers in Skelton, TS12, including Skelton Green and North Skelton. Gas Safe engineers for East Cleveland homes.",
    about: [
      "Skelton, sometimes called Skelton-in-Cleveland, is about thirteen miles east of our base, on the A174 just inland from Saltburn. The old village grew up near Skelton Castle, a private house on the site of a medieval castle, and ironstone mining in the nineteenth century brought Skelton Green and North Skelton, whose mine was the last in Cleveland to close, in 1964.",
      "That history gives the area a wide spread of housing: miners' terraces, inter-war and post-war council estates, and a large amount of private housing built in recent decades on the edges of the village. The newer homes mostly have condensing combis that are still young, where our work is servicing and the odd sensor or pressure fault. The older houses are more likely to have heating that has been altered several times, with pipework and radiators of mixed ages and systems that benefit from cleaning before a new boiler goes in.",
      "Skelton sits on a hillside facing the sea, and homes higher up are exposed to cold winds. Frozen condensate pipes and flues affected by gusts are both things we check for here. We repair, service and replace boilers across Skelton and its neighbouring hamlets.",
    ],
    nearby: ["saltburn-by-the-sea", "brotton", "guisborough", "new-marske"],
  },
  {
    slug: "brotton",
    name: "Brotton",
    postcodeDistricts: ["TS12"],
    milesFromBase: 15,
    typicalResponse: "usually within 60 to 90 minutes",
    localAuthority: "Redcar and Cleveland",
    summary:
      "Boiler repair and servicing in Brotton, TS12, between Skelton and Loftus. Gas Safe engineers for the village's former miners' terraces and newer estates.",
    about: [
      "Brotton is an East Cleveland village on the A174 between Skelton and Loftus, about fifteen miles from our base and a short distance inland from the cliffs. Like its neighbours, it grew quickly with ironstone mining in the second half of the nineteenth century, and rows of terraced houses from that period still form much of its older core.",
      "Those terraces are small, sturdy houses, many now with a combi in the kitchen replacing the back boiler or open fire that once heated them. Where the old loft tank and pipes were left in place, or radiators were never flushed, the system water can be dark with sludge, which shortens the life of any new boiler. Around the older streets there are post-war council houses and private estates of semis and bungalows, where we mostly see middle-aged combis and the faults that come with age.",
      "Brotton stands on high, open ground, and winter weather here can be harsher than in Middlesbrough. We make sure condensate pipes are the right size and protected, and that flue terminals are sound. Because the village is towards the edge of our area, give us a call early if you can, and we will tell you honestly when an engineer can be with you.",
    ],
    nearby: ["skelton", "loftus", "saltburn-by-the-sea"],
  },
  {
    slug: "loftus",
    name: "Loftus",
    postcodeDistricts: ["TS13"],
    milesFromBase: 18,
    typicalResponse: "usually within 2 hours; call to check availability",
    localAuthority: "Redcar and Cleveland",
    summary:
      "Boiler repair, servicing and gas safety checks in Loftus, TS13, in East Cleveland near the coast. Gas Safe engineers for older terraces and newer homes.",
    about: [
      "Loftus is a small town in the far east of Redcar and Cleveland, about eighteen miles from our base along the A174. Its Victorian town hall with its clock tower stands at the centre, and the area's history is one of alum, ironstone and steel: the alum quarries on the cliffs, the mines around the town and the steelworks at nearby Skinningrove. Boulby Mine, near the high cliffs at Boulby, still works today.",
      "The town's older streets have stone and brick terraces where heating was added long after the houses were built, often with open-vented systems, loft tanks and radiators that have not been flushed in years. Those systems can cause trouble for a replacement combi unless they are cleaned and fitted with a filter. Post-war council estates and more recent private homes make up the rest of the town.",
      "Loftus is close to the sea and on exposed ground, so wind and salt take their toll on flue terminals and external condensate pipes. Some farms and houses around the town are not on mains gas, so tell us your fuel type when you call. As Loftus is one of the furthest places we cover, please call to check availability; we will give you an honest arrival time.",
    ],
    nearby: ["brotton", "staithes", "hinderwell", "skelton"],
  },
  {
    slug: "hinderwell",
    name: "Hinderwell",
    postcodeDistricts: ["TS13"],
    milesFromBase: 22,
    typicalResponse: "usually within 2 hours; call to check availability",
    localAuthority: "North Yorkshire",
    summary:
      "Boiler repair and servicing in Hinderwell, TS13, the coastal village above Runswick Bay. Gas Safe engineers for cottages, homes and holiday lets.",
    about: [
      "Hinderwell is a village on the A174 about twenty-two miles from our base, just over the border into North Yorkshire and a short way inland from Runswick Bay, Port Mulgrave and Staithes. Its name is linked to St Hilda, and the churchyard of St Hilda's holds a well associated with her.",
      "Many homes in Hinderwell are stone or brick cottages and terraces, with a number of post-war houses and bungalows and some newer homes. Older cottages often have limited space for a boiler, so combis tend to be fitted in kitchens, with flues that need careful positioning to meet clearance rules near windows, doors and neighbouring properties. Several properties in and around the village are holiday lets or second homes, and landlords letting them need an annual gas safety check.",
      "The village sits on an exposed stretch of coast where salt-laden wind reaches flue terminals and condensate pipes, and winter storms can be severe. Outlying farms and some homes may not have mains gas and use LPG or oil instead, so please tell us your fuel type when you call. Because Hinderwell is towards the limit of our area, call to check availability and we will give you an honest time.",
    ],
    nearby: ["staithes", "loftus", "whitby"],
  },
  {
    slug: "staithes",
    name: "Staithes",
    postcodeDistricts: ["TS13"],
    milesFromBase: 22,
    typicalResponse: "usually within 2 hours; call to check availability",
    localAuthority: "North Yorkshire",
    summary:
      "Boiler repair, servicing and landlord gas safety checks in Staithes, TS13. Gas Safe engineers for the old fishing village's cottages and holiday lets.",
    about: [
      "Staithes is a fishing village on the North Yorkshire coast, about twenty-two miles from our base, inside the North York Moors National Park. A young James Cook worked in a shop here before going to sea from Whitby, and the village later drew the artists known as the Staithes Group. The old village is packed into a narrow gap in the cliffs where Staithes Beck meets the sea, with Cowbar across the beck.",
      "The cottages in the old village are small, close together and reached by steep, narrow streets with little room for vehicles, so our engineers carry tools and parts down from the top of the bank. Boilers are often fitted in tight kitchens, and flue routes are constrained by neighbouring windows, the conservation area and the closeness of the buildings. Many cottages are holiday lets or second homes, and owners who let them must have a gas safety check every year.",
      "Right on the sea, boilers here face salt spray and strong winds, which corrode flue terminals and external fittings quickly. Not every property has mains gas, and some use LPG or other fuels, so please tell us what you have when you call. As one of the furthest places we cover, Staithes needs a call to check availability.",
    ],
    nearby: ["hinderwell", "loftus", "whitby"],
  },
  {
    slug: "whitby",
    name: "Whitby",
    postcodeDistricts: ["YO21", "YO22"],
    milesFromBase: 31,
    typicalResponse: "usually within 2 hours; call to check availability",
    localAuthority: "North Yorkshire",
    summary:
      "Boiler repair, servicing and landlord gas safety checks in Whitby, YO21 and YO22. Gas Safe engineers for West Cliff terraces, old town cottages and lets.",
    about: [
      "Whitby is about thirty-one miles from our base, reached over the moors on the A171 through Guisborough. The town sits on both banks of the River Esk, joined by the swing bridge, with the abbey ruins and the 199 steps on the East Cliff and the Victorian terraces of the West Cliff opposite. Captain Cook lodged here as an apprentice, and the Captain Cook Memorial Museum on Grape Lane occupies the house where he lived.",
      "The housing is unusually varied. Tall Victorian terraces on the West Cliff, many now guest houses or flats, have long pipe runs over four or five floors and boilers that work hard. The old town's yards and cottages have little space for boilers and flues. Further out, estates of family homes and bungalows have more ordinary combi and system boiler set-ups. Whitby has a great many holiday lets, and owners must have a gas safety check carried out every year.",
      "The sea air is harsh on flue terminals, external condensate pipes and any boiler in an outbuilding. Because of the distance, please call to check availability before relying on an emergency visit in Whitby. Planned work such as servicing and landlord checks is best booked ahead.",
    ],
    nearby: ["robin-hoods-bay", "hinderwell", "staithes"],
  },
  {
    slug: "robin-hoods-bay",
    name: "Robin Hood's Bay",
    postcodeDistricts: ["YO22"],
    milesFromBase: 36,
    typicalResponse: "usually within 2 hours; call to check availability",
    localAuthority: "North Yorkshire",
    summary:
      "Boiler servicing, repair and gas safety checks in Robin Hood's Bay, YO22, including Fylingthorpe. Gas Safe engineers for cottages and holiday lets.",
    about: [
      "Robin Hood's Bay is the furthest place we cover, about thirty-six miles from our base and south of Whitby, inside the North York Moors National Park. The old village, once known for smuggling, tumbles down a steep bank to the sea, with the National Trust's Old Coastguard Station at the bottom. Above it are Fylingthorpe and the later houses along the top of the bank, and the Cinder Track, the old Scarborough to Whitby railway line, runs past.",
      "In the lower village, vehicles cannot get close to most houses, so our engineers plan visits carefully and carry parts down by hand. The cottages are old, often small, with boilers squeezed into kitchens or cupboards and flues that must clear tight neighbouring walls and windows in a conservation area. A high proportion of homes here are holiday lets, which need an annual landlord gas safety check, and servicing is best booked outside the busiest weeks.",
      "Not every property in and around the village is on mains gas, and some use LPG, oil or electric heating, so please tell us what you have. Salt air and wind are hard on anything outside. Because of the distance, please call to check availability; planned servicing and gas safety checks are the simplest jobs for us to book here.",
    ],
    nearby: ["whitby", "hinderwell"],
  },
  {
    slug: "acklam",
    name: "Acklam",
    postcodeDistricts: ["TS5"],
    milesFromBase: 2.5,
    typicalResponse: "usually within the hour for an emergency",
    localAuthority: "Middlesbrough",
    summary:
      "Boiler repair, servicing and replacement in Acklam, TS5, near Acklam Hall. Gas Safe engineers for the area's 1930s semis and post-war family homes.",
    about: [
      "Acklam is about two and a half miles south-west of our Oak Street base, with the A19 along its western side. Its oldest landmark is Acklam Hall, a Grade I listed house from the late seventeenth century that has been restored and reopened in recent years, and the area around it is now mainly residential.",
      "Much of Acklam was built between the 1930s and the 1960s, with long roads of semi-detached houses and some detached homes, followed by later estates. Houses of this age were built for coal fires, and their heating has been added and upgraded over the years. Many once had a back boiler or a floor-standing boiler with a cylinder, and most have since moved to a wall-hung combi. Where that conversion kept old pipework and radiators, we often find sludge, slow-heating radiators at the far end of the system and pressure that drops because of small leaks.",
      "Being this close to our base, Acklam gets quick responses for emergencies such as a boiler that fails on a cold winter night. We repair, service and replace boilers of all the main makes, and we can clean a tired system so a new boiler is protected from the start.",
    ],
    nearby: ["linthorpe", "middlesbrough", "thornaby", "hemlington", "marton"],
  },
  {
    slug: "linthorpe",
    name: "Linthorpe",
    postcodeDistricts: ["TS1", "TS5"],
    milesFromBase: 1.5,
    typicalResponse: "usually within the hour for an emergency",
    localAuthority: "Middlesbrough",
    summary:
      "Boiler repair, servicing and landlord gas safety checks in Linthorpe, TS1 and TS5. Gas Safe engineers for Victorian and Edwardian homes near Albert Park.",
    about: [
      "Linthorpe is about a mile and a half from our base, along Linthorpe Road towards Albert Park, the Victorian park given to the town by Henry Bolckow. The area lends its name to Linthorpe Pottery, the art pottery made here in the 1880s, and it is close to Teesside University.",
      "Its streets are lined with Victorian and Edwardian terraces and larger semi-detached houses, many with three storeys and cellars. Older heating systems here often have long pipe runs, a cold-water tank in the loft and cast-iron or steel radiators that have collected sludge over decades. When a combi is fitted to a system like that without cleaning it first, the sludge can clog the new boiler's heat exchanger within a few years, so we recommend a system clean and a magnetic filter with any replacement.",
      "A lot of Linthorpe's larger houses have been converted into flats or let as shared houses, many to students and young professionals. Landlords must have a gas safety check done every year and keep the record, and we carry out those checks and any repairs needed to pass them. Owner-occupiers restoring period homes can also ask us about routing pipes and flues with as little disruption to original features as possible.",
    ],
    nearby: ["middlesbrough", "acklam", "marton"],
  },
  {
    slug: "nunthorpe",
    name: "Nunthorpe",
    postcodeDistricts: ["TS7"],
    milesFromBase: 5,
    typicalResponse: "usually within the hour for an emergency",
    localAuthority: "Middlesbrough",
    summary:
      "Boiler repair, servicing and new boilers in Nunthorpe, TS7. Gas Safe engineers for larger family homes with system boilers and hot water cylinders.",
    about: [
      "Nunthorpe is about five miles south-east of our base, on the southern edge of Middlesbrough where the suburbs meet the countryside leading to the North York Moors, with Roseberry Topping on the skyline. It has two stations on the Esk Valley line, Nunthorpe and Gypsy Lane, and grew mostly through the twentieth century as a residential village.",
      "Many homes here are larger detached and semi-detached houses, and a high proportion run a system boiler with a hot water cylinder rather than a combi, because a combi struggles to supply several bathrooms at once. Those systems bring extra parts that can fail: motorised zone valves, pumps, cylinder thermostats and, on unvented cylinders, safety valves and expansion vessels that should be checked every year by a qualified engineer.",
      "When Nunthorpe homeowners ask us about upgrading, the answer is often to keep the stored hot water but replace an old boiler and cylinder with a modern system boiler and a high-efficiency unvented cylinder, if the water supply allows. For smaller houses and bungalows a combi may be the better fit. We repair, service and install both, and we will explain the choice clearly.",
    ],
    nearby: ["marton", "ormesby", "guisborough", "great-ayton", "coulby-newham"],
  },
];
