import type { BrandDetail } from "../detail-types";

/**
 * Long-form content for each brand page (/services/brands/{slug}).
 * Fault codes are limited to codes we are confident of for the ranges named;
 * where a meaning differs between models, the text says so.
 */
export const brandDetails: readonly BrandDetail[] = [
  {
    slug: "worcester-bosch",
    about: [
      "Worcester Bosch is the UK boiler arm of the Bosch group. Across Middlesbrough, Stockton and Redcar you will find every generation of Greenstar, from the older CDi Classic and Greenstar i to the current 4000 and 8000 Life.",
      "Greenstar boilers are serviced from the front, so most repairs are done in a single visit without taking the boiler off the wall. The display shows a two-character code followed by a three-digit number (for example EA 227). Both parts matter, because the same letters can sit in front of different numbers, so read the whole code out when you call us.",
      "Many Teesside Greenstars are combis with the condensate pipe running outside to a gully. That pipe is the most common cause of a winter lockout: when it freezes, the boiler stops lighting and shows a flame fault even though nothing inside is broken.",
    ],
    commonFaults: [
      "Ignition lockouts caused by a worn ignition electrode, a damaged ignition lead or a blocked condensate siphon.",
      "Frozen or blocked external condensate pipes in cold snaps, showing as a no-flame or flame-loss code.",
      "Pressure dropping because of a weeping pressure relief valve, a flat expansion vessel or a small leak on the system.",
      "Diverter valve faults on combis, where the heating comes on when you run a hot tap or the hot water stays lukewarm.",
      "Scale in the plate heat exchanger in harder-water areas, giving hot water that surges hot and cold.",
    ],
    faultCodes: [
      {
        code: "EA 227",
        meaning: "No flame detected after ignition. The boiler tried to light but could not sense a flame.",
        whatToDo:
          "Check other gas appliances work and any prepayment meter has credit. In frosty weather thaw the outside condensate pipe with warm (not boiling) water. Reset once; if it locks out again, call an engineer.",
      },
      {
        code: "EA 229",
        meaning: "Flame lost while the burner was running.",
        whatToDo:
          "Check the gas and condensate pipe as above, reset once, and call an engineer if it repeats.",
      },
      {
        code: "CE 207",
        meaning: "System water pressure too low, on Greenstar i, 4000 and 8000 models.",
        whatToDo:
          "Top up to the level in your manual (usually 1 to 1.5 bar when cold) using the filling loop, then close it fully. If it drops again within days, call an engineer.",
      },
      {
        code: "E9 224",
        meaning: "A safety temperature limiter has tripped: the heat exchanger or flue has overheated.",
        whatToDo:
          "Check the pressure and that radiator valves are open, let the boiler cool, then reset once. If it returns, call an engineer.",
      },
      {
        code: "C6 215",
        meaning: "Fan running too fast, often because of a flue or air intake problem.",
        whatToDo: "Check outside that nothing is blocking the flue terminal, then call an engineer. Do not remove any casing.",
      },
      {
        code: "C6 216",
        meaning: "Fan running too slowly, usually a worn fan or a wiring fault.",
        whatToDo: "Call an engineer. The fan will need testing and may need replacing.",
      },
    ],
    parts:
      "Worcester Bosch parts are among the easiest to get in the UK. Electrodes, siphons, diverter valve parts, pressure relief valves, pumps and fans for the Greenstar range are stocked by Teesside merchants, and we carry the ones that fail most often. Boards and heat exchangers for older CDi Classic models can take a day or two; we confirm stock and our fixed price before starting.",
    servicingAndWarranty:
      "Worcester Bosch warranty length depends on the model and the installer, often 5 to 10 years on newer Greenstars. To keep it valid, the boiler normally has to be registered after installation and serviced every year by a Gas Safe registered engineer. A Greenstar service includes a combustion analysis, cleaning the condensate siphon, inspecting the electrode and checking the expansion vessel charge.",
    faqs: [
      {
        question: "My Worcester boiler shows EA 227 every cold morning. Is it broken?",
        answer: [
          "Not necessarily. A frozen condensate pipe is the most common cause of EA 227 in winter. Pour warm water along the outside section of the pipe, wait a few minutes and reset the boiler once.",
          "If it keeps happening, we can reroute or insulate the pipe, or increase its diameter, so it is less likely to freeze.",
        ],
      },
      {
        question: "Will a repair by you affect my Worcester Bosch warranty?",
        answer: [
          "While the boiler is under manufacturer warranty, contact Worcester Bosch first, because warranty repairs are usually done by their own engineers. Once the warranty has ended, or for faults it does not cover, our Gas Safe engineers can repair it with genuine parts.",
        ],
      },
    ],
    relatedServices: ["worcester-bosch-specialists", "boiler-servicing", "combi-boiler-repair", "boiler-pressure-problems"],
  },
  {
    slug: "vaillant",
    about: [
      "Vaillant was founded in Remscheid, Germany, in 1874, and most Vaillant boilers sold in the UK are made at the group's factory in Belper, Derbyshire. On Teesside the ecoTEC pro is common in flats and smaller houses, the ecoTEC plus covers combi, system and regular boilers, and the ecoTEC exclusive is the top of the range. The ecoFIT pure is a compact model often fitted as a replacement.",
      "ecoTEC boilers use a stainless steel heat exchanger. Their strength for repairs is the diagnostic system: the boiler stores recent faults, and an engineer can read live values such as temperatures, fan speed and water pressure. That means less guesswork and fewer parts changed on spec.",
      "The weak points tend to be on the water side. Pumps, pressure sensors, diverter valves and plate heat exchangers suffer when system water is dirty, so a Vaillant in an older Middlesbrough terrace often benefits from a filter and a clean system.",
    ],
    commonFaults: [
      "Pressure sensor or pump faults that stop the boiler with F.75, particularly on ecoTEC plus combis.",
      "Ignition failures (F.28) from worn electrodes, low gas pressure or a frozen condensate pipe.",
      "Diverter valve wear, so radiators heat up when a hot tap is running, or the hot water is only warm.",
      "Low system pressure (F.22) after radiators are bled or from a weeping pressure relief valve.",
      "Blocked or scaled plate heat exchangers giving fluctuating hot water temperatures.",
    ],
    faultCodes: [
      {
        code: "F.22",
        meaning: "Low water pressure in the boiler (dry fire protection). The display may also show 0.0 bar.",
        whatToDo:
          "Repressurise to the level in your manual (usually 1 to 1.5 bar when cold) using the filling loop, then close it. If F.22 comes back within days, call an engineer to find the leak.",
      },
      {
        code: "F.28",
        meaning: "Ignition failure at start-up: the boiler could not light after several attempts.",
        whatToDo:
          "Check other gas appliances work, any prepayment meter has credit and the condensate pipe outside is not frozen. Reset once. If F.28 returns, call an engineer.",
      },
      {
        code: "F.29",
        meaning: "Flame lost during operation and the boiler could not relight.",
        whatToDo:
          "Check the gas supply as for F.28, then reset once. If it repeats, call an engineer.",
      },
      {
        code: "F.75",
        meaning: "No pressure rise detected when the pump starts: usually the pressure sensor, the pump or air in the boiler.",
        whatToDo: "Check the pressure gauge and top up if it is low, then reset once. If F.75 comes back, call an engineer.",
      },
      {
        code: "F.20",
        meaning: "Safety shutdown: the overheat temperature limit has been reached.",
        whatToDo:
          "Check the pressure and that radiator valves are open, let it cool, then reset once. If it recurs, call an engineer.",
      },
      {
        code: "F.00 / F.01",
        meaning: "Flow (F.00) or return (F.01) temperature sensor fault, usually a failed sensor or a loose plug.",
        whatToDo: "Call an engineer. The sensor and its wiring need testing.",
      },
      {
        code: "F.27",
        meaning: "Flame simulation: the boiler detects a flame signal when the gas valve is closed.",
        whatToDo: "Switch the boiler off and call an engineer. Do not keep resetting it.",
      },
    ],
    parts:
      "Vaillant parts are well supported in the UK. Pumps, pressure sensors, diverter valve kits, electrodes and fans for the ecoTEC range are stocked locally and many are on our van; some are shared with Glow-worm models. Boards and heat exchangers for older ecoTEC models usually arrive within a day or two, and we confirm our fixed price before ordering.",
    servicingAndWarranty:
      "Vaillant warranty terms depend on the model and the installer, and are often 5 to 10 years on newer ecoTEC boilers fitted by an approved installer. Vaillant normally requires the boiler to be registered after installation and serviced every year by a Gas Safe registered engineer. A Vaillant service includes reading the fault history, a combustion check, inspecting the electrode and burner seal, and cleaning the condensate trap.",
    faqs: [
      {
        question: "What does F.75 mean and can I fix it myself?",
        answer: [
          "F.75 means the boiler did not see the pressure rise it expects when the pump starts. Check the pressure gauge and top up if it is low, then reset once.",
          "If it comes back, the pressure sensor, pump or trapped air is the usual cause, and an engineer is needed.",
        ],
      },
      {
        question: "My Vaillant shows an S code, not an F code. Is that a fault?",
        answer: [
          "S codes are status codes showing what the boiler is doing, not faults. If it is stuck on one status code and not heating, call us with the number.",
        ],
      },
    ],
    relatedServices: ["vaillant-specialists", "boiler-repair", "boiler-servicing", "low-pressure-repairs"],
  },
  {
    slug: "baxi",
    about: [
      "Baxi is headquartered in Warwick, with its boiler factory in Preston, Lancashire, and the same group owns Potterton and Main, so many parts are shared across all three. The current 600 and 800 series are fitted widely on Teesside, while earlier Duo-tec and Platinum combis are still working in many houses across Middlesbrough, Thornaby and Redcar.",
      "Baxi boilers show an E code, and the numbering is broadly consistent across Duo-tec, Platinum, 600 and 800 models. Duo-tec combis use a hydraulic block carrying the pressure sensor, diverter valve and plate heat exchanger; wear there is behind many Duo-tec repairs.",
      "The 600 and 800 series are designed to be serviced from the front, with the main components reachable once the case is off. Like all condensing boilers, they are sensitive to frozen condensate pipes and to sludge in older systems, so a filter and inhibitor are worth keeping on top of.",
    ],
    commonFaults: [
      "Low pressure codes from a weeping pressure relief valve, a flat expansion vessel or a faulty pressure sensor.",
      "Ignition failures (E133) after a gas supply interruption, a frozen condensate pipe or electrode wear.",
      "Circulation faults (E125) when the pump sticks or the system is full of sludge.",
      "Diverter valve problems on Duo-tec and Platinum combis, giving warm radiators when only hot water is wanted.",
      "Fan faults (E160) on older boilers as the fan bearings wear.",
      "Printed circuit board failures after damp or a power surge.",
    ],
    faultCodes: [
      {
        code: "E119",
        meaning: "Water pressure switch not operated, almost always because the system pressure is too low, on many Baxi models, including the 600 and 800 series.",
        whatToDo:
          "Top up to the pressure in your manual using the filling loop, then close it. If the pressure keeps dropping, call an engineer.",
      },
      {
        code: "E118",
        meaning: "Primary system water pressure too low, on Duo-tec and some other models.",
        whatToDo: "Repressurise as above. If you need to do this more than occasionally, call an engineer to find the leak.",
      },
      {
        code: "E133",
        meaning: "Ignition failure or interruption of the gas supply: the boiler could not establish a flame.",
        whatToDo:
          "Check other gas appliances and prepayment credit, check the condensate pipe is not frozen, then reset once. If E133 returns, call an engineer.",
      },
      {
        code: "E110",
        meaning: "Overheat: the safety thermostat has tripped.",
        whatToDo:
          "Check the pressure and that radiator valves are open, let the boiler cool and reset once. If it happens again, call an engineer.",
      },
      {
        code: "E125",
        meaning: "Circulation fault: the boiler detected the temperature rising too fast, usually a pump or flow problem.",
        whatToDo: "Check the pressure and reset once. Repeated E125 faults point to the pump or a blockage: call an engineer.",
      },
      {
        code: "E160",
        meaning: "Fan fault: the fan is not reaching the speed the boiler expects.",
        whatToDo: "Call an engineer. The fan and its wiring need testing.",
      },
    ],
    parts:
      "Baxi parts are readily available, and because Baxi, Potterton and Main share many components, merchants on Teesside stock a wide range. Pressure relief valves, pressure sensors, diverter valve parts, fans and electrodes for the 600, 800 and Duo-tec ranges are usually available the same or next day, and we carry the common ones. Some early Platinum and Duo-tec parts have been superseded by new part numbers; they still fit, but we confirm availability and our fixed price before starting.",
    servicingAndWarranty:
      "Baxi warranty length depends on the model and the installer, often 5 to 10 years on current boilers when fitted by an approved installer. The boiler usually needs to be registered after installation and serviced every year by a Gas Safe registered engineer for the warranty to stay valid. A Baxi service covers combustion testing, burner and electrode inspection, cleaning the condensate trap and checking the expansion vessel and pressure relief valve.",
    faqs: [
      {
        question: "My Baxi shows E133 after a power cut or gas work. What should I do?",
        answer: [
          "E133 often appears after the gas supply has been interrupted, for example after work on the meter or when prepayment credit ran out. Once the gas is back on, reset the boiler once.",
          "If E133 returns with the gas supply confirmed on, the boiler needs an engineer.",
        ],
      },
      {
        question: "Is an old Baxi Duo-tec worth repairing?",
        answer: [
          "Usually, if the fault is a pressure sensor, diverter valve or electrode, as these parts are easy to get. If the heat exchanger or main board has failed on an older Duo-tec, we will set out the repair cost against a replacement so you can decide.",
        ],
      },
    ],
    relatedServices: ["boiler-repair", "combi-boiler-repair", "low-pressure-repairs", "boiler-servicing"],
  },
  {
    slug: "ideal",
    about: [
      "Ideal Heating designs and builds its boilers in Hull, and they are fitted in large numbers across the North East, in private homes, rented houses and new builds alike. The Logic Max and Vogue Max are the most common current ranges, the Instinct is a compact combi, and the Independent is a straightforward model often found in rented and social housing.",
      "Ideal boilers tell you what is wrong through the display: an L code is a lockout, which stops the boiler until it is reset, and an F code is a fault that usually needs a part or an engineer. A handful of Ideal codes account for most call-outs, and several of them have simple causes such as low pressure or a frozen condensate pipe.",
      "Logic and Vogue combis use a plate heat exchanger and diverter valve for hot water and a condensate trap that needs regular cleaning. Older Logic models in Teesside homes are now out of warranty, and most faults on them are fixed with a single part.",
    ],
    commonFaults: [
      "L2 ignition lockouts, very often caused by a frozen condensate pipe in winter.",
      "Low pressure (F1) from a passing pressure relief valve or a leak on the system.",
      "Fan faults (F3) on older Logic and Vogue boilers.",
      "Failed flow or return thermistors showing F4 or F5.",
      "Diverter valve and plate heat exchanger problems on combis, affecting hot water.",
      "Gurgling on start-up and lockouts from a blocked condensate trap.",
    ],
    faultCodes: [
      {
        code: "L2",
        meaning: "Ignition lockout: the boiler failed to light after several attempts. On Logic boilers a frozen condensate pipe is a common cause.",
        whatToDo:
          "Check other gas appliances and prepayment credit. Thaw the outside condensate pipe with warm water if it is frozen. Reset once. If L2 returns, call an engineer.",
      },
      {
        code: "F1",
        meaning: "Low water pressure.",
        whatToDo:
          "Repressurise to the level in your manual (usually 1 to 1.5 bar) using the filling loop. If it keeps dropping, call an engineer.",
      },
      {
        code: "F2",
        meaning: "Flame loss during operation.",
        whatToDo: "Check the gas supply, then reset once. If F2 comes back, call an engineer.",
      },
      {
        code: "F3",
        meaning: "Fan fault.",
        whatToDo: "Call an engineer. The fan and its wiring need testing.",
      },
      {
        code: "F4",
        meaning: "Flow thermistor fault.",
        whatToDo: "Call an engineer to test and replace the sensor if needed.",
      },
      {
        code: "F5",
        meaning: "Return thermistor fault.",
        whatToDo: "Call an engineer to test and replace the sensor if needed.",
      },
      {
        code: "SE",
        meaning: "Service reminder on Logic Max and some other models: not a fault.",
        whatToDo: "The boiler keeps working. Book an annual service and the engineer will reset the reminder.",
      },
    ],
    parts:
      "Ideal parts are plentiful because the boilers are made in Hull and fitted so widely. Fans, thermistors, electrodes, diverter valves, pressure relief valves and printed circuit boards for the Logic, Vogue and Independent ranges are stocked locally, and we carry the parts behind most L2, F1 and F3 call-outs. Some early Logic parts have been replaced by updated versions, which still fit.",
    servicingAndWarranty:
      "Ideal warranty periods depend on the model and installer, often 5 to 10 years on Logic Max and Vogue Max boilers. Registration after installation and an annual service by a Gas Safe registered engineer are normally required to keep the warranty. An Ideal service includes a combustion analysis, cleaning the condensate trap, checking the electrode and gas valve operation, and checking the expansion vessel charge.",
    faqs: [
      {
        question: "How do I reset an Ideal boiler showing L2?",
        answer: [
          "Press the reset button on the control panel (your user manual shows where it is and how long to hold it), then wait for the boiler to try again. Only reset once.",
          "If the pipe outside is frozen, thaw it first with warm water, or the lockout will return straight away.",
        ],
      },
      {
        question: "Why does my Ideal keep showing F1?",
        answer: [
          "F1 means the pressure is low. If you need to top up more than once every few months, water is escaping somewhere, often through the pressure relief valve to a pipe outside, or from a small leak. We can trace and fix it.",
        ],
      },
    ],
    relatedServices: ["ideal-specialists", "boiler-breakdown", "low-pressure-repairs", "boiler-servicing"],
  },
  {
    slug: "viessmann",
    about: [
      "Viessmann is a German manufacturer with a long reputation for engineering quality, and its heating business is now part of the American group Carrier. The Vitodens wall-hung gas boilers are the range you will see in Teesside homes: the Vitodens 050-W is the entry model, the 100-W is the mainstream combi and system boiler, the 111-W is a combi with a built-in hot water store, and the 200-W is the higher-specification model.",
      "Every Vitodens uses a stainless steel heat exchanger, which resists corrosion well and is one reason Viessmann boilers have a reputation for lasting. It does rely on clean system water, though: sludge and debris from older radiators can restrict the narrow waterways, so a system filter and correct inhibitor levels matter on a Vitodens.",
      "Viessmann's controls display a fault code on the screen and store previous faults. Because Viessmann is fitted less often than the biggest UK brands, not every engineer works on them regularly; we service and repair them and know the layout and the checks the manufacturer expects.",
    ],
    commonFaults: [
      "Ignition failures from electrode wear, low gas pressure or a blocked condensate trap.",
      "Fan speed faults as the fan ages or if the flue is obstructed.",
      "Overheat shutdowns when a pump sticks or the system is heavily sludged.",
      "Pressure loss from a flat expansion vessel or passing pressure relief valve.",
      "Hot water temperature problems on combis from a scaled plate heat exchanger or failing diverter valve.",
    ],
    faultCodes: [
      {
        code: "F4",
        meaning: "No flame signal: the burner did not light or the flame was not detected, on many Vitodens models.",
        whatToDo:
          "Check other gas appliances work and that any prepayment meter has credit. Check the condensate pipe is not frozen, then reset once. If it returns, call an engineer.",
      },
      {
        code: "F2",
        meaning: "The temperature limiter has tripped: the boiler has overheated.",
        whatToDo:
          "Check the pressure and that radiator valves are open. Let it cool and reset once. If it recurs, call an engineer to check circulation.",
      },
      {
        code: "F9",
        meaning: "Fan speed too low during burner start, on many Vitodens models.",
        whatToDo: "Check outside that the flue terminal is clear, then call an engineer.",
      },
      {
        code: "F8",
        meaning: "The gas valve is closing too late.",
        whatToDo: "Switch the boiler off and call an engineer. This is a gas valve fault and must not be reset repeatedly.",
      },
    ],
    parts:
      "Viessmann parts are not usually held on merchants' shelves in Teesside the way Worcester or Baxi parts are, but they are available through Viessmann's UK parts distribution, normally within a day or two. Electrodes and gaskets needed for servicing are easier to get. We confirm the part number from the boiler's data plate before ordering, so the right part arrives first time, and we tell you the expected wait and our fixed price up front.",
    servicingAndWarranty:
      "Viessmann warranty length depends on the model and the installer, often 5 to 10 years on current Vitodens boilers. It usually requires registration after installation and an annual service by a Gas Safe registered engineer, with the service recorded. A Vitodens service includes cleaning the heat exchanger where the manufacturer's schedule calls for it, replacing the burner and electrode gaskets when they are disturbed, checking combustion, and cleaning the condensate trap.",
    faqs: [
      {
        question: "Do Viessmann boilers need a specialist engineer?",
        answer: [
          "Any Gas Safe registered engineer who is competent on condensing boilers can work on a Vitodens, but familiarity helps. The gaskets, electrode settings and cleaning steps are specific to Viessmann, and getting them right keeps the boiler efficient and the warranty intact.",
        ],
      },
      {
        question: "Why is a clean system so important on a Vitodens?",
        answer: [
          "The stainless steel heat exchanger has narrow waterways. Sludge from older pipework can restrict them, which causes overheating, noise and lost efficiency. A magnetic filter and correct inhibitor protect it, and a power flush can help on a badly sludged system.",
        ],
      },
    ],
    relatedServices: ["boiler-servicing", "boiler-repair", "power-flushing"],
  },
  {
    slug: "glow-worm",
    about: [
      "Glow-worm is part of the Vaillant Group, and its boilers are built at the group's factory in Belper, Derbyshire. That shared engineering is good news for repairs: current Glow-worm models such as the Energy, Ultimate3, Easicom3 and Betacom4 use many components and much of the control logic found in Vaillant boilers, including the F-code fault system.",
      "Glow-worm is often chosen as a lower-cost boiler for replacements in terraced houses, flats and rented homes, so it is a very common sight around Middlesbrough. The Betacom and Easicom combis are compact models aimed at smaller homes, the Energy range covers combi, system and regular boilers, and the Ultimate3 is the higher-specification combi.",
      "Because many parts are shared with Vaillant, they are easy to source. The most frequent problems are on the water side: pressure, pumps and diverter valves, especially where the system has not been cleaned or protected with inhibitor.",
    ],
    commonFaults: [
      "Low pressure lockouts from a weeping pressure relief valve or a flat expansion vessel.",
      "Ignition failures from worn electrodes, gas supply problems or frozen condensate pipes.",
      "Pump or pressure sensor faults stopping the boiler shortly after it starts.",
      "Diverter valve wear on combis, so hot water is lukewarm or the heating runs when a tap is on.",
      "Overheat shutdowns where system sludge restricts flow through the boiler.",
    ],
    faultCodes: [
      {
        code: "F.22",
        meaning: "Low water pressure, on current models such as the Energy, Ultimate3 and Easicom3.",
        whatToDo:
          "Repressurise to the level in your manual using the filling loop and close it fully. If the pressure drops again, call an engineer.",
      },
      {
        code: "F.28",
        meaning: "Ignition failure: the boiler did not light at start-up.",
        whatToDo:
          "Check the gas supply to other appliances and any prepayment credit, check the condensate pipe outside, then reset once. If it returns, call an engineer.",
      },
      {
        code: "F.29",
        meaning: "Flame lost during operation.",
        whatToDo: "Check the gas supply, then reset once. If F.29 repeats, call an engineer.",
      },
      {
        code: "F.75",
        meaning: "No pressure rise detected when the pump starts: a pressure sensor, pump or air problem.",
        whatToDo: "Check the pressure gauge and top up if low, then reset once. If it comes back, call an engineer.",
      },
      {
        code: "F.20",
        meaning: "Overheat safety shutdown.",
        whatToDo: "Check the pressure and that radiator valves are open, let it cool and reset once. If it recurs, call an engineer.",
      },
    ],
    parts:
      "Glow-worm parts are easy to get on Teesside, and many are the same as the equivalent Vaillant part, which widens the choice of suppliers. Pumps, pressure sensors, diverter valves, electrodes and fans are normally available the same or next day. Older Glow-worm models from before the current ranges use different parts, some of which are now obsolete; we check before quoting.",
    servicingAndWarranty:
      "Glow-worm warranty periods depend on the model and who installed it, often 5 to 10 years on current boilers. As with most makes, the boiler usually has to be registered after installation and serviced every year by a Gas Safe registered engineer to keep the cover. Our Glow-worm service includes combustion checks, inspecting the electrode, cleaning the condensate trap and checking the expansion vessel and safety devices.",
    faqs: [
      {
        question: "Are Glow-worm and Vaillant fault codes the same?",
        answer: [
          "On current Glow-worm models, most F codes have the same meaning as on a Vaillant ecoTEC, for example F.22 for low pressure and F.28 for ignition failure. Older Glow-worm boilers use different codes, so check your user manual or tell us the model when you call.",
        ],
      },
      {
        question: "My Glow-worm loses pressure every week. What is causing it?",
        answer: [
          "The usual causes are a small leak on pipework or a radiator valve, a pressure relief valve that lets water out through the pipe outside, or an expansion vessel that has lost its air charge. We test each in turn and fix the cause rather than just topping it up.",
        ],
      },
    ],
    relatedServices: ["boiler-repair", "boiler-pressure-problems", "combi-boiler-repair", "boiler-servicing"],
  },
  {
    slug: "vokera",
    about: [
      "Vokera is a UK boiler brand owned by the Italian Riello group. Its combis are compact and were often chosen for flats and newer homes, so they are common in apartment blocks and newer estates around Middlesbrough, Stockton and Ingleby Barwick. The ranges we see most are the Unica, Evolve, Vision and Compact.",
      "Vokera's fault codes have changed over the years. Older models such as the Linea use short numbered codes, while the Unica shows codes with an AL prefix. The same number can therefore mean different things on different Vokera boilers, so the model name on the front panel is as important as the code when you call us.",
      "Inside, Vokera combis follow a typical Italian layout with a hydraulic group containing the diverter valve, pressure sensor or switch and plate heat exchanger. Most repairs we carry out on Vokera boilers are in that area or on ignition parts.",
    ],
    commonFaults: [
      "Low pressure lockouts, often from a faulty pressure relief valve or expansion vessel.",
      "Ignition lockouts from electrode wear, gas supply interruptions or frozen condensate.",
      "Diverter valve faults giving poor or no hot water.",
      "Temperature sensor (thermistor) faults stopping the boiler.",
      "Pump problems where the system water is dirty.",
    ],
    faultCodes: [
      {
        code: "01",
        meaning: "Ignition lockout (no flame detected) on older models such as the Linea.",
        whatToDo:
          "Check other gas appliances and prepayment credit, and check the condensate pipe outside. Reset once. If it returns, call an engineer.",
      },
      {
        code: "04",
        meaning: "Insufficient water pressure on older models such as the Linea.",
        whatToDo: "Repressurise using the filling loop, then reset. If the pressure keeps falling, call an engineer.",
      },
      {
        code: "AL28",
        meaning: "On the Unica: temperature difference reversed, with the return sensor reading hotter than the flow sensor. Usually a sensor, pump or blockage problem.",
        whatToDo: "Call an engineer.",
      },
      {
        code: "AL73",
        meaning: "On the Unica: return thermistor fault.",
        whatToDo: "Call an engineer to test and replace the sensor if needed.",
      },
    ],
    parts:
      "Vokera parts are available through UK merchants and Vokera's own parts network, although fewer are held on local shelves than for the largest brands. Diverter valve parts, pressure relief valves, electrodes and sensors for the Unica, Evolve and Compact are usually available within a day or two. Some parts for older discontinued Vokera models are harder to find, and we will tell you before starting if that affects the repair.",
    servicingAndWarranty:
      "Vokera warranty terms depend on the model and the installer, often 5 to 10 years on current boilers. The boiler usually needs registering after installation and an annual service by a Gas Safe registered engineer to keep the warranty valid. Our Vokera service includes combustion testing, cleaning the condensate trap, checking the electrode and burner, and checking the expansion vessel and pressure relief valve.",
    faqs: [
      {
        question: "My Vokera shows a code that does not match what I found online. Why?",
        answer: [
          "Vokera has used different code systems on different ranges, so the same number can mean different things. Check the user manual for your model, or tell us the model name and code and we will explain it.",
        ],
      },
      {
        question: "Can you repair a Vokera in a flat with a long flue?",
        answer: [
          "Yes. Many Vokera combis in flats have long horizontal or vertical flues. We check the full flue route during repairs and services, because a damaged or badly supported flue can cause fan and combustion faults.",
        ],
      },
    ],
    relatedServices: ["combi-boiler-repair", "no-hot-water-repairs", "low-pressure-repairs", "boiler-servicing"],
  },
  {
    slug: "alpha",
    about: [
      "Alpha boilers are made by Alpha Heating Innovation, which is part of the Italian Immergas group. Alpha has been a popular choice with builders and housing developers, so many new-build and estate homes across Teesside were handed over with an Alpha combi already on the wall. The E-Tec and InTec are the ranges we see most often, alongside the Evoke and the older CD models.",
      "Alpha boilers show a numbered fault code, and the main numbers have stayed consistent across many models: a low number such as 01 or 02 usually relates to ignition or overheating, and 10 is low pressure.",
      "Because these boilers were often fitted at the time a house was built, many are now out of warranty and reaching the age when pumps, diverter valves and expansion vessels start to wear. Some older CD models have reached the point where a major repair is not good value, and we will say so plainly.",
    ],
    commonFaults: [
      "Low pressure (code 10) from a flat expansion vessel or a passing pressure relief valve.",
      "Ignition failures (code 01) from electrode problems or gas supply interruptions.",
      "Overheat lockouts (code 02) when the pump sticks or sludge restricts flow.",
      "Diverter valve faults giving no hot water or radiators warming when a tap runs.",
      "Fan faults on older InTec and CD boilers.",
    ],
    faultCodes: [
      {
        code: "01",
        meaning: "Ignition failure: the boiler could not light, on many Alpha models.",
        whatToDo:
          "Check other gas appliances and prepayment credit, and check the condensate pipe is not frozen. Reset once. If it returns, call an engineer.",
      },
      {
        code: "02",
        meaning: "Overheat lockout.",
        whatToDo: "Check the pressure and that radiator valves are open. Let it cool and reset once. If it recurs, call an engineer.",
      },
      {
        code: "03",
        meaning: "High flue temperature: usually restricted flow through the boiler or a flue sensor fault.",
        whatToDo: "Call an engineer.",
      },
      {
        code: "10",
        meaning: "Primary system pressure too low.",
        whatToDo: "Repressurise using the filling loop to the level in your manual. If the pressure drops again, call an engineer.",
      },
      {
        code: "16",
        meaning: "Fan fault.",
        whatToDo: "Call an engineer.",
      },
    ],
    parts:
      "Parts for the current E-Tec, InTec and Evoke ranges are available through UK merchants and Alpha's parts supply, typically within a day or two. Parts for older CD models are becoming harder to source and some are no longer made; where a key part is unavailable or costly, we will explain the options, including replacement, before any work goes ahead.",
    servicingAndWarranty:
      "Alpha warranty length depends on the model and installer, often 5 to 10 years on current boilers, and new-build homes may have had cover arranged by the developer. Registration after installation and an annual service by a Gas Safe registered engineer are normally required to keep it valid. Our Alpha service includes a combustion check, cleaning the condensate trap, checking the electrode, and checking the expansion vessel and safety valve.",
    faqs: [
      {
        question: "I bought a new-build with an Alpha boiler. Who should repair it?",
        answer: [
          "Check first whether the boiler is still under manufacturer or developer warranty, because warranty repairs are usually handled by them. If it is outside warranty, or the warranty has lapsed because it was not serviced, we can repair it.",
        ],
      },
      {
        question: "Is an old Alpha CD worth repairing?",
        answer: [
          "It depends on the fault. Small repairs are often fine, but if the main heat exchanger or board has failed and parts are scarce, replacement can be better value. We give you both options with clear figures.",
        ],
      },
    ],
    relatedServices: ["boiler-repair", "low-pressure-repairs", "boiler-servicing", "boiler-installation"],
  },
  {
    slug: "ariston",
    about: [
      "Ariston is an Italian manufacturer that makes boilers, water heaters and heat pumps. Its Clas and Genus combis are fitted in many UK homes, and in Teesside they are most often found in flats and smaller houses where a compact combi suits the space. The current Clas One, Genus One and E-Combi One follow the older Clas HE models.",
      "Ariston fault codes are three digits, and the first digit tells you which part of the boiler is involved: 1 for the heating circuit, 2 for hot water, 3 and 4 for electronics, 5 for ignition and flame detection and 6 for the air and flue side. That makes an Ariston code a useful clue before the engineer even arrives.",
      "Ariston also shows warning codes with a P, such as 5P1 for a first failed ignition attempt. These warnings do not stop the boiler on their own, but if they appear often they are a sign that a lockout is coming.",
    ],
    commonFaults: [
      "Low pressure (108) from a leak, a passing pressure relief valve or a flat expansion vessel.",
      "Ignition lockouts (501) from electrode wear, gas supply interruptions or frozen condensate.",
      "Circulation faults from a sticking pump or sludged system.",
      "Diverter valve and plate heat exchanger problems affecting hot water.",
      "Sensor faults on the heating flow and return.",
    ],
    faultCodes: [
      {
        code: "108",
        meaning: "Insufficient water pressure in the heating circuit.",
        whatToDo:
          "Repressurise using the filling loop to 1 to 1.5 bar or the level in your manual. If it keeps dropping, call an engineer to check for leaks.",
      },
      {
        code: "501",
        meaning: "No flame detected: ignition lockout.",
        whatToDo:
          "Check the gas supply to other appliances and any prepayment credit, and check the condensate pipe outside. Reset once. If it returns, call an engineer.",
      },
      {
        code: "5P1",
        meaning: "Warning: the first ignition attempt failed. The boiler will try again.",
        whatToDo: "No action needed if the boiler lights. If it shows regularly, book an engineer before it becomes a lockout.",
      },
      {
        code: "502",
        meaning: "Flame detected with the gas valve closed.",
        whatToDo: "Switch the boiler off and call an engineer. Do not keep resetting it.",
      },
      {
        code: "101",
        meaning: "Primary (heating) circuit overheat.",
        whatToDo: "Check the pressure and that radiator valves are open. Let it cool and reset once. If it recurs, call an engineer.",
      },
    ],
    parts:
      "Ariston parts for the Clas and Genus ranges are available in the UK through merchants and Ariston's parts supply, though fewer are held on local shelves than for the biggest brands, so some arrive the next day or two. Parts for the older Clas HE are usually still available. We confirm the exact part before ordering and give you our fixed price first.",
    servicingAndWarranty:
      "Ariston warranty length depends on the model and the installer, often 5 to 10 years on current One-series boilers. The boiler normally needs to be registered after installation and serviced every year by a Gas Safe registered engineer to keep the cover. An Ariston service includes combustion checks, electrode inspection, cleaning the condensate trap, and checking the expansion vessel and safety devices.",
    faqs: [
      {
        question: "My Ariston shows Err and a number. What does it mean?",
        answer: [
          "The number is the fault code, and the first digit tells you the area: 1 heating circuit, 2 hot water, 5 ignition and flame, 6 flue and air. For example, 108 is low pressure and 501 is an ignition lockout. Tell us the full code when you call.",
        ],
      },
      {
        question: "Can low pressure on an Ariston fix itself?",
        answer: [
          "No. Once the pressure has dropped, the boiler needs topping up through the filling loop. If it keeps dropping, the cause needs finding, because a leak can damage the boiler or your property.",
        ],
      },
    ],
    relatedServices: ["combi-boiler-repair", "low-pressure-repairs", "boiler-repair", "boiler-servicing"],
  },
  {
    slug: "ferroli",
    about: [
      "Ferroli is an Italian boiler manufacturer that has sold boilers in the UK for many years. The Modena and Blueline combis are the models we meet most often in Teesside, along with the Divatop and the older Optimax, which has been out of production for some time.",
      "On the Modena, Blueline and other Ferroli models with a digital display, faults are shown as an A code or an F code. As a rule, A codes are lockouts that stay until the boiler is reset, and F codes are faults that clear themselves once the cause is fixed. That distinction helps an engineer judge how serious a fault is over the phone.",
      "Older Ferroli boilers such as the Optimax show faults through lights rather than codes, and some of their parts are now hard to find. We will always check parts before committing to a repair on an older Ferroli, and tell you if replacement is the more sensible route.",
    ],
    commonFaults: [
      "Low or incorrect system pressure (F37) from a leak, a faulty pressure relief valve or an expansion vessel problem.",
      "Ignition lockouts (A01) from electrode faults or gas supply interruptions.",
      "Overheat lockouts (A03) from pump problems or sludge.",
      "Sensor faults on the flow or hot water side.",
      "Diverter valve wear on combis.",
    ],
    faultCodes: [
      {
        code: "A01",
        meaning: "No burner ignition: the boiler could not light.",
        whatToDo:
          "Check other gas appliances and prepayment credit, check the condensate pipe outside, then reset once. If it returns, call an engineer.",
      },
      {
        code: "A02",
        meaning: "Flame signal present with the burner off.",
        whatToDo: "Switch the boiler off and call an engineer.",
      },
      {
        code: "A03",
        meaning: "Overheat protection has operated.",
        whatToDo: "Check the pressure and that radiator valves are open. Let it cool and reset once. If it recurs, call an engineer.",
      },
      {
        code: "F37",
        meaning: "Incorrect system water pressure, usually too low.",
        whatToDo: "Repressurise using the filling loop to the level in your manual. If it keeps dropping, call an engineer.",
      },
      {
        code: "F10",
        meaning: "Flow (delivery) sensor fault.",
        whatToDo: "Call an engineer to test the sensor and wiring.",
      },
      {
        code: "F34",
        meaning: "Mains supply voltage too low.",
        whatToDo: "Check whether other appliances are affected. If only the boiler shows it, call an engineer.",
      },
    ],
    parts:
      "Parts for current Ferroli models are available in the UK but are held by fewer local merchants than parts for the largest brands, so some take a day or two to arrive. Parts for older models such as the Optimax can be scarce or discontinued. We check availability before we quote and will tell you if a repair depends on a part that may be hard to get.",
    servicingAndWarranty:
      "Ferroli warranty terms depend on the model and the installer, often 5 to 10 years on current boilers. Registration after installation and an annual service by a Gas Safe registered engineer are normally needed to keep it valid. A Ferroli service includes combustion testing, cleaning the condensate trap, checking the electrode and burner, and checking the expansion vessel and pressure relief valve.",
    faqs: [
      {
        question: "What is the difference between an A code and an F code on a Ferroli?",
        answer: [
          "On most Ferroli models with a display, an A code is a lockout that needs a manual reset, while an F code clears itself once the condition is fixed, for example F37 clears once the pressure is restored.",
        ],
      },
      {
        question: "Should I repair or replace an old Ferroli Optimax?",
        answer: [
          "If the fault is minor and the part is available, repair can make sense. If a major part has failed and is hard to source, replacement is usually the better choice. We give you both costs so you can decide.",
        ],
      },
    ],
    relatedServices: ["boiler-repair", "boiler-pressure-problems", "boiler-installation"],
  },
  {
    slug: "main-heating",
    about: [
      "Main Heating is part of the Baxi group, alongside Baxi and Potterton. Main boilers have been a popular choice where a straightforward, lower-cost boiler is wanted, so they are common in rented homes, housing association properties and newer houses across Middlesbrough and the wider Tees Valley. The Main Eco Compact and the older Main Combi 25 HE and 30 HE are the models we see most.",
      "Because Main is a Baxi-group brand, its boilers share many parts and much of the fault code system with Baxi and Potterton models. For example, E119 for low pressure and E133 for ignition failure mean the same on a Main boiler as on many Baxi boilers, which makes diagnosis quick for an engineer who knows the group's boilers.",
      "The Main Eco Compact is a small, simple combi. Its weak points are the usual ones for a combi of its type: pressure, diverter valve, fan and ignition. Older HE combis are now well out of warranty, and most faults on them are fixed with a single part.",
    ],
    commonFaults: [
      "Low pressure (E119) from a passing pressure relief valve or flat expansion vessel.",
      "Ignition failure (E133) after a gas supply interruption or from worn electrodes.",
      "Circulation faults (E125) from a sticking pump or sludge.",
      "Fan faults (E160) on older HE combis.",
      "Diverter valve wear, giving hot water problems.",
    ],
    faultCodes: [
      {
        code: "E119",
        meaning: "Water pressure too low (pressure switch not made).",
        whatToDo: "Repressurise using the filling loop to the level in your manual. If it keeps dropping, call an engineer.",
      },
      {
        code: "E133",
        meaning: "Ignition failure or gas supply interruption.",
        whatToDo:
          "Check other gas appliances and prepayment credit, check the condensate pipe outside, then reset once. If it returns, call an engineer.",
      },
      {
        code: "E110",
        meaning: "Overheat: the safety thermostat has tripped.",
        whatToDo: "Check pressure and radiator valves, let the boiler cool and reset once. If it recurs, call an engineer.",
      },
      {
        code: "E125",
        meaning: "Circulation fault: the temperature rose too quickly, usually a pump or flow problem.",
        whatToDo: "Check the pressure and reset once. If it repeats, call an engineer.",
      },
      {
        code: "E160",
        meaning: "Fan fault.",
        whatToDo: "Call an engineer.",
      },
    ],
    parts:
      "Main parts are easy to get because many are shared with Baxi and Potterton boilers. Pressure relief valves, diverter valve parts, fans, electrodes and printed circuit boards for the Eco Compact and HE combis are stocked by merchants on Teesside, usually same or next day. We carry the most common ones, which lets us fix many Main faults on the first visit.",
    servicingAndWarranty:
      "Main warranty length depends on the model and the installer, often 5 to 10 years. Registration after installation and an annual service by a Gas Safe registered engineer are normally required. In rented homes the landlord must also arrange an annual gas safety check; a service and a gas safety check are different things, though they can be done on the same visit.",
    faqs: [
      {
        question: "Are Main boilers the same as Baxi boilers?",
        answer: [
          "They are made by the same group and share many parts and fault codes, but they are different models. That is useful for repairs, because parts are easy to find and the codes are well understood.",
        ],
      },
      {
        question: "I rent my home and the Main boiler has broken. Who do I call?",
        answer: [
          "Tell your landlord or letting agent first, because boiler repairs in a rented home are normally the landlord's responsibility. Many landlords ask us to attend directly, and we can liaise with them on access.",
        ],
      },
    ],
    relatedServices: ["boiler-repair", "boiler-breakdown", "low-pressure-repairs", "boiler-servicing"],
  },
  {
    slug: "potterton",
    about: [
      "Potterton is one of the oldest boiler names in Britain and is now part of the Baxi group, with Baxi and Main. Its current ranges are the Assure, Ultra and Titanium, and in Teesside homes we also regularly work on the older Promax and Performa boilers, some of which have been running for many years.",
      "Modern Potterton boilers use the Baxi group's fault code system, so E119 means low pressure and E133 means the boiler could not light, just as on many Baxi and Main models. The older Performa boilers show faults through a neon or lights rather than numbered codes, which takes more testing to diagnose.",
      "Many Promax boilers are system or heat-only models working with a hot water cylinder, which is common in larger semi-detached and detached houses around Acklam, Marton and Nunthorpe. Those systems add zone valves, a cylinder thermostat and a programmer to the list of things that can stop the heating, so we test the whole system, not only the boiler.",
    ],
    commonFaults: [
      "Low pressure (E119) from leaks, a passing pressure relief valve or flat expansion vessel.",
      "Ignition failures (E133) from electrodes, gas supply interruptions or frozen condensate.",
      "Zone valve and programmer faults on Promax system and heat-only installations.",
      "Pump and circulation faults (E125), especially on older systems with sludge.",
      "Fan and air pressure faults on older Performa boilers.",
    ],
    faultCodes: [
      {
        code: "E119",
        meaning: "Water pressure too low: the pressure switch has not operated, on Promax and other Potterton models.",
        whatToDo: "Repressurise using the filling loop to the level in your manual. If it keeps dropping, call an engineer.",
      },
      {
        code: "E133",
        meaning: "Ignition failure or gas supply interruption.",
        whatToDo:
          "Check other gas appliances and prepayment credit, check the condensate pipe outside, then reset once. If it returns, call an engineer.",
      },
      {
        code: "E110",
        meaning: "Overheat: the safety thermostat has tripped.",
        whatToDo: "Check pressure and radiator valves, let it cool and reset once. If it recurs, call an engineer.",
      },
      {
        code: "E125",
        meaning: "Circulation fault, usually the pump or restricted flow.",
        whatToDo: "Check the pressure and reset once. If it repeats, call an engineer.",
      },
      {
        code: "E160",
        meaning: "Fan fault.",
        whatToDo: "Call an engineer.",
      },
    ],
    parts:
      "Potterton parts for current models and the Promax are readily available, helped by the many parts shared with Baxi and Main. Parts for the oldest Performa boilers are becoming scarcer. We check part availability before starting and, if a repair on an older Potterton is likely to be the first of several, we will tell you.",
    servicingAndWarranty:
      "Potterton warranty length depends on the model and who fitted it, often 5 to 10 years. Registration after installation and an annual service by a Gas Safe registered engineer are normally needed to keep it valid. On system and regular boilers, our service also checks the pump, zone valves and cylinder controls where they are accessible.",
    faqs: [
      {
        question: "My Potterton Promax heats the radiators but not the hot water. Is it the boiler?",
        answer: [
          "Often not. On a system boiler with a cylinder, a stuck zone valve, a faulty cylinder thermostat or a programmer setting is a common cause. We test the controls and valves as well as the boiler.",
        ],
      },
      {
        question: "Can you still repair a Potterton Performa?",
        answer: [
          "In many cases, yes, if the parts are available. Performa boilers are old, though, so we will tell you honestly if the repair cost is hard to justify against a new, more efficient boiler.",
        ],
      },
    ],
    relatedServices: ["boiler-repair", "no-heating-repairs", "no-hot-water-repairs", "boiler-servicing"],
  },
  {
    slug: "intergas",
    about: [
      "Intergas is a Dutch manufacturer, and its combis have become more common in the UK over the last decade, including in Teesside homes where an installer has recommended them for reliability. The Combi Compact ECO RF is the model we see most, followed by the Xclusive, Rapid and Xtreme.",
      "The main design difference on an Intergas combi is the heat exchanger: heating and hot water share one two-in-one heat exchanger, so there is no diverter valve and no separate plate heat exchanger. That removes two of the most common failure points on other combis. In return, scale and sludge in the heat exchanger matter more, because there is no cheaper part to replace instead.",
      "The Combi Compact range shows a plain number on the display when there is a fault, while the Xclusive and Xtreme use codes beginning with F. The meaning of a code can differ between ranges, so the model name matters when you call.",
    ],
    commonFaults: [
      "No flame signal lockouts from electrode wear, gas supply interruptions or frozen condensate.",
      "Low pressure from a flat expansion vessel or a passing pressure relief valve.",
      "Temperature sensor faults stopping the boiler.",
      "Fan speed faults as the fan ages.",
      "Reduced hot water performance from scale in the heat exchanger in harder-water areas.",
    ],
    faultCodes: [
      {
        code: "4",
        meaning: "No flame signal: the boiler could not confirm the burner lit, on the Combi Compact range.",
        whatToDo:
          "Check other gas appliances and prepayment credit, check the condensate pipe outside, then reset once. If it returns, call an engineer.",
      },
      {
        code: "1",
        meaning: "Temperature too high on the Combi Compact range, usually poor circulation.",
        whatToDo: "Check the pressure and that radiator valves are open, let it cool and reset once. If it recurs, call an engineer.",
      },
      {
        code: "8",
        meaning: "Incorrect fan speed.",
        whatToDo: "Check the flue terminal outside is clear, then call an engineer.",
      },
      {
        code: "F007",
        meaning: "No or insufficient ionisation (flame) signal, on the Xtreme.",
        whatToDo: "Check the gas supply and condensate pipe, reset once, and call an engineer if it returns.",
      },
    ],
    parts:
      "Intergas parts are available in the UK through merchants and Intergas's parts supply, typically within a day or two. The design uses fewer moving parts than many combis, so the range of parts needed is smaller: electrodes, sensors, fans, pumps and controls cover most repairs. We confirm the exact part and our fixed price before ordering.",
    servicingAndWarranty:
      "Intergas warranty length depends on the model and installer, often 5 to 10 years on current boilers, and normally requires registration after installation and an annual service by a Gas Safe registered engineer. An Intergas service includes a combustion check, inspecting and cleaning the burner area and electrode as the manufacturer's schedule requires, cleaning the condensate trap and checking the expansion vessel.",
    faqs: [
      {
        question: "My Intergas has no diverter valve. How does it make hot water?",
        answer: [
          "The two-in-one heat exchanger heats both the radiator water and your tap water in separate channels, so the boiler switches between them without a diverter valve. It is a simple design, but it needs clean system water and protection from scale to keep working well.",
        ],
      },
      {
        question: "Do I need an Intergas specialist?",
        answer: [
          "Any competent Gas Safe registered engineer can work on an Intergas, but it helps to know the layout and the codes. We service and repair them regularly.",
        ],
      },
    ],
    relatedServices: ["combi-boiler-repair", "boiler-servicing", "no-hot-water-repairs"],
  },
  {
    slug: "atag",
    about: [
      "ATAG is a Dutch manufacturer, and its i-series boilers have built a following among UK installers who value build quality. The iC Economiser Plus and iC Combi are the combis, the iR is a regular (heat-only) boiler and the iS a system boiler. In Teesside they are less common than the big UK brands, but we regularly meet them in homes where a specialist installer has fitted one.",
      "ATAG boilers use a stainless steel heat exchanger, and the brand is known for long manufacturer warranties. Those warranties are conditional: the boiler must be registered and serviced every year by a Gas Safe registered engineer, with the service recorded, or the extended cover can be lost.",
      "Because ATAG boilers are fitted less often locally, some engineers are unfamiliar with them. We know the layout and the service steps, and we read the fault information on the display before deciding which part, if any, is needed.",
    ],
    commonFaults: [
      "Ignition lockouts from electrode wear, gas supply interruptions or frozen condensate pipes.",
      "Low pressure from a flat expansion vessel, a passing pressure relief valve or a leak on the system.",
      "Reduced flow through the heat exchanger where the system water is dirty.",
      "Fan and sensor faults on older boilers.",
      "Controls and wiring faults where external thermostats or zone valves are connected.",
    ],
    faultCodes: [
      {
        code: "Lockout code (needs a reset)",
        meaning:
          "The boiler has stopped for safety and will not restart until it is reset, most often after a failed ignition. The number shown identifies the cause; your user manual lists the codes for your model.",
        whatToDo:
          "Note the code, check other gas appliances and prepayment credit, and check the condensate pipe outside is not frozen. Reset once. If the code returns, call an engineer and tell us the code.",
      },
      {
        code: "Blocking code (clears itself)",
        meaning:
          "A temporary block, for example when a temperature or the water pressure is outside its normal range. The boiler restarts by itself once the condition clears.",
        whatToDo: "Check the pressure gauge and top up if it is low. If the boiler stays blocked for more than an hour or so, call an engineer.",
      },
      {
        code: "Low pressure reading",
        meaning: "The pressure shown on the display is below the level in your manual, usually around 1 bar when cold.",
        whatToDo: "Repressurise using the filling loop and close it. If it keeps dropping, call an engineer.",
      },
    ],
    parts:
      "ATAG parts are supplied through ATAG's UK parts network and selected merchants rather than every local counter, so some parts take a day or two. Service parts such as gaskets and electrodes are easier to obtain. We check the exact part number from the boiler before ordering and give you our fixed price and the likely wait first.",
    servicingAndWarranty:
      "ATAG is known for long warranties, but the length depends on the model and the installer, often 5 to 10 years, and it normally depends on registration after installation and an annual service by a Gas Safe registered engineer. Keep every service record, because a missed year can affect the cover. An ATAG service includes combustion checks, inspecting the burner and electrode, cleaning the condensate trap and siphon, and checking the expansion vessel.",
    faqs: [
      {
        question: "Will you keep my ATAG warranty valid?",
        answer: [
          "Our annual service is carried out by Gas Safe registered engineers and recorded, which is what ATAG normally asks for. For repairs while the boiler is under warranty, contact ATAG first, because warranty repairs are usually arranged through them.",
        ],
      },
      {
        question: "What should I tell you when my ATAG shows a code?",
        answer: [
          "Tell us the exact code on the display, the model name from the front (iC, iR or iS) and whether the boiler restarted on its own or needed a reset. That helps us bring the right parts.",
        ],
      },
    ],
    relatedServices: ["boiler-servicing", "boiler-repair", "low-pressure-repairs"],
  },
  {
    slug: "biasi",
    about: [
      "Biasi is an Italian manufacturer whose combis were widely fitted in the UK, including in many Teesside homes, before the brand withdrew from the UK market. The Riva Plus HE, Inovia, Advance and Activ A are the models we still see, often in flats and smaller houses where they were fitted as budget replacements.",
      "Biasi combis follow a typical Italian layout: a hydraulic group holding the diverter valve, pressure switch and plate heat exchanger, with the ignition and fan above. The boilers themselves can keep running for years, but because Biasi no longer supports the UK market directly, the key question with any repair is whether the part can still be found.",
      "That is why we check parts availability before quoting on a Biasi. Where a part is still available we will repair it; where it is not, or where the boiler is old and likely to need several parts, we will explain the cost of replacement so you can make a clear choice.",
    ],
    commonFaults: [
      "Ignition lockouts from electrode wear or gas supply interruptions.",
      "Low pressure from a leak, a passing pressure relief valve or a flat expansion vessel.",
      "Overheat lockouts where a pump sticks or sludge restricts flow.",
      "Diverter valve and plate heat exchanger faults affecting hot water.",
      "Fan and flue faults on older models.",
    ],
    faultCodes: [
      {
        code: "E01",
        meaning: "Ignition lockout: no flame detected, on many Biasi combis including the Riva Plus HE.",
        whatToDo:
          "Check other gas appliances and prepayment credit, check the condensate pipe outside, then reset once. If it returns, call an engineer.",
      },
      {
        code: "E02",
        meaning: "Overheat: the safety thermostat has tripped.",
        whatToDo: "Check pressure and radiator valves, let it cool and reset once. If it recurs, call an engineer.",
      },
      {
        code: "E03",
        meaning: "Flue or fan fault: the boiler has not confirmed that flue gases are clearing.",
        whatToDo: "Check outside that the flue terminal is clear, then call an engineer.",
      },
      {
        code: "E04",
        meaning: "Low water pressure.",
        whatToDo: "Repressurise using the filling loop to the level in your manual. If it keeps dropping, call an engineer.",
      },
    ],
    parts:
      "With Biasi no longer active in the UK, parts can take longer to source. Common items such as electrodes, pressure relief valves and some sensors are still available from specialist suppliers, while others, particularly printed circuit boards and some hydraulic parts, may be scarce or discontinued. We check availability and lead time before we quote, and we will not start a repair that depends on a part we cannot get.",
    servicingAndWarranty:
      "Most Biasi boilers in Teesside will be past any manufacturer warranty. An annual service by a Gas Safe registered engineer is still worthwhile: it checks combustion, cleans the condensate trap and checks the safety devices, and it can catch worn parts while they are still obtainable, rather than after a breakdown in winter.",
    faqs: [
      {
        question: "Can you still repair a Biasi boiler?",
        answer: [
          "Often, yes. We check whether the part needed is available before we commit. If it is, we repair it; if it is not, we explain the options, including replacement, with clear costs.",
        ],
      },
      {
        question: "Should I replace my Biasi before it breaks down?",
        answer: [
          "Not necessarily. If it is working safely and passes its service, there is no need to rush. Some owners choose to plan a replacement for the warmer months rather than risk a winter breakdown when parts are slow to arrive.",
        ],
      },
    ],
    relatedServices: ["boiler-repair", "boiler-servicing", "boiler-installation"],
  },
  {
    slug: "heatline",
    about: [
      "Heatline was a Vaillant Group brand aimed at the lower-cost end of the market, and it has been discontinued in the UK. Many Heatline Vizo Plus, Capriz Plus and Solaris boilers are still in use in Teesside, typically in flats, terraced houses and rented homes where they were fitted as affordable replacements.",
      "Heatline boilers show an E code on the display when they lock out. The numbering is simple, with low numbers covering ignition, overheating, flue and pressure faults, but it can vary between models, so check the user manual for your boiler or tell us the model when you call.",
      "With the brand no longer on sale, the deciding factor for most Heatline repairs is parts. Some parts are still available through merchants and specialist suppliers; others are obsolete. We check first and give you straightforward advice on whether repair or replacement is the better use of your money.",
    ],
    commonFaults: [
      "Ignition lockouts from worn electrodes, gas supply interruptions or frozen condensate.",
      "Low pressure from leaks, a passing pressure relief valve or a flat expansion vessel.",
      "Overheat lockouts where the pump sticks or the system is sludged.",
      "Diverter valve and plate heat exchanger faults on combis.",
      "Fan and flue faults on older models.",
    ],
    faultCodes: [
      {
        code: "E01",
        meaning: "Ignition failure: the boiler could not light, on many Heatline models.",
        whatToDo:
          "Check other gas appliances and prepayment credit, check the condensate pipe outside, then reset once. If it returns, call an engineer.",
      },
      {
        code: "E02",
        meaning: "Overheat: the water in the boiler got too hot, usually a pump or blockage problem.",
        whatToDo: "Check pressure and that radiator valves are open, let it cool and reset once. If it recurs, call an engineer.",
      },
      {
        code: "E03",
        meaning: "Flue fault: flue gases are too hot or not clearing properly.",
        whatToDo: "Check outside that the flue terminal is clear, then call an engineer.",
      },
      {
        code: "E04",
        meaning: "Low water pressure, on many models.",
        whatToDo: "Repressurise using the filling loop to the level in your manual. If it keeps dropping, call an engineer.",
      },
    ],
    parts:
      "Heatline parts are becoming harder to find now the brand is discontinued. Electrodes, pressure relief valves and some sensors and pumps are still available, while some printed circuit boards and model-specific parts are obsolete. We check availability and lead time before quoting, and if a Heatline repair depends on a part that may not arrive, we will say so.",
    servicingAndWarranty:
      "Most Heatline boilers are now outside any manufacturer warranty. An annual service by a Gas Safe registered engineer is still the best way to keep one running safely: it checks combustion and safety devices, cleans the condensate trap and can spot worn parts early, while they may still be obtainable.",
    faqs: [
      {
        question: "Is Heatline the same as Vaillant?",
        answer: [
          "Heatline was a brand within the Vaillant Group, but its boilers were separate, lower-cost models with their own parts and codes. Vaillant parts and codes do not generally apply to a Heatline boiler.",
        ],
      },
      {
        question: "When is it time to replace a Heatline?",
        answer: [
          "If a major part such as the heat exchanger or main board has failed and is obsolete or expensive, replacement is usually the better choice. For smaller faults with parts available, a repair can keep it going. We give you both options with clear costs.",
        ],
      },
    ],
    relatedServices: ["boiler-repair", "boiler-breakdown", "boiler-installation"],
  },
];
