import type { ServiceDetail } from "../detail-types";

/**
 * Long-form content for the core service pages: boiler repair, emergency
 * repair, servicing, installation, combi repair and gas safety checks.
 * Contact details, prices and guarantee terms come from business.ts.
 */
export const serviceDetailsA: readonly ServiceDetail[] = [
  {
    slug: "boiler-repair",
    whatItIs: [
      "A boiler works through a chain of parts. The PCB (printed circuit board) asks for heat, the fan clears the combustion chamber, the gas valve opens, the ignition electrode lights the burner and a flame sensor proves the flame. The pump then moves heated water round the radiators or, on a combi, to the plate heat exchanger for your taps. When one link fails, the boiler locks out with a fault code or runs badly.",
      "Most breakdowns come down to one faulty part, and the skill is finding which. A worn electrode and a failing gas valve can give the same lockout code, so we test rather than guess: sensor readings, the voltage the board sends to each component and the gas pressure at the boiler. That gets a first-time fix without replacing parts you did not need.",
      "We carry the parts that fail most often: pumps, fans, diverter valve cartridges, electrodes, NTC thermistors and pressure relief valves. That is why most repairs are finished on the first visit.",
    ],
    signs: [
      "No heating, no hot water, or both",
      "A fault code on the display or a flashing lockout light",
      "Pressure gauge below 1 bar, or climbing towards 3 bar when the heating runs",
      "Banging, kettling, gurgling or whistling from the boiler",
      "Water dripping from the boiler or from the small copper pipe outside the wall",
      "The boiler lights, then cuts out after a few minutes",
    ],
    causes: [
      "A worn ignition electrode or flame sensor, so the burner will not light or the boiler cannot prove the flame.",
      "A seized or weak pump, leaving radiators cold and making the boiler overheat.",
      "A failing fan or air pressure switch, which gives a fan or flue fault code.",
      "A faulty NTC thermistor sending the PCB wrong temperature readings.",
      "A sticking diverter valve or motorised valve sending heat to the wrong circuit.",
      "A weeping pressure relief valve or a flat expansion vessel letting the pressure fall.",
      "A blocked or frozen condensate pipe, which makes a condensing boiler lock out.",
      "A failed PCB or gas valve, confirmed once the simpler parts have been ruled out.",
    ],
    whatWeDo: [
      "When you call, we ask for the make, model and fault code, so the engineer brings the likely parts.",
      "We check the gas supply and working pressure and ask what you have noticed.",
      "We test suspect parts with a multimeter and manometer to confirm the fault.",
      "We explain what has failed and give you a free estimate, based on our fixed prices, before any work starts.",
      "We fit the replacement, using the manufacturer's genuine part or an approved equivalent.",
      "If any gas or combustion part was disturbed, we test for gas tightness and take flue gas analyser readings.",
      "We run heating and hot water through a full cycle and leave a written record of the work, covered by our parts and labour guarantee.",
    ],
    timeTaken:
      "Most repairs take 1 to 2 hours on site; if a part has to be ordered, the return visit to fit it is usually shorter.",
    safetyNote:
      "Safe checks before you call: make sure the thermostat and programmer are calling for heat, check other gas appliances work and any prepayment meter has credit, and if the pressure gauge is below 1 bar, top up through the filling loop as your manual shows. In frosty weather, thaw a frozen condensate pipe with warm, not boiling, water. Reset the boiler once; if it locks out again, call us. Never take the casing off.",
    faqs: [
      {
        question: "Should I repair my boiler or replace it?",
        answer: [
          "It depends on the boiler's age, which part has failed and whether spares are still made. A fan, pump, electrode or sensor is usually worth replacing on a boiler of almost any age. A failed heat exchanger on a boiler over 10 to 12 years old, a PCB no longer made, or several breakdowns in one winter is often the point where a new boiler makes more sense.",
          "We tell you honestly which side of that line your boiler is on, and we do not push a replacement when a repair will do.",
        ],
      },
      {
        question: "Will you fix it on the first visit?",
        answer: [
          "Usually, yes. Asking for the fault code and model when you book means we bring the likely parts, and the common ones are already on the van. Model-specific parts such as a PCB or heat exchanger sometimes have to be ordered; then we make the boiler safe and agree a return time.",
        ],
      },
      {
        question: "My boiler is still under warranty. Should I call you?",
        answer: [
          "Call the manufacturer first. Most send their own engineer at no charge while the warranty lasts, and a repair by someone else can affect your cover. If the boiler is out of warranty, or the manufacturer cannot come quickly enough, we can repair it with genuine parts.",
        ],
      },
    ],
    relatedServices: ["emergency-boiler-repair", "combi-boiler-repair", "boiler-servicing", "boiler-breakdown"],
    relatedBrands: ["worcester-bosch", "vaillant", "baxi", "ideal"],
  },
  {
    slug: "emergency-boiler-repair",
    whatItIs: [
      "Not every breakdown is an emergency, but some cannot wait. We treat a call as urgent when there is no heating in cold weather and someone at home is elderly, a baby, disabled or unwell; when water is leaking and will not stop; when the pressure gauge is at zero and will not hold after topping up; or when the boiler locks out and will not relight after a reset.",
      "A smell of gas or a carbon monoxide alarm is a different kind of emergency. Do not ring a boiler engineer first: call the National Gas Emergency Service on 0800 111 999, which is free and open 24 hours a day. They make the supply safe, often by capping the gas or disconnecting an appliance, but do not repair boilers. Once it is safe, call us.",
    ],
    signs: [
      "No heating or hot water in freezing weather with a baby, an elderly or an unwell person at home",
      "Water pouring or steadily dripping from the boiler, pipework or a radiator valve",
      "Pressure gauge at or near zero, or falling again straight after topping up",
      "Pressure in the red above 3 bar with water discharging from the pipe outside",
      "The boiler locks out and will not stay lit after one reset",
      "A burning or electrical smell, or scorch marks on the boiler case",
    ],
    causes: [
      "A condensate pipe frozen during a cold snap, the most common reason a condensing boiler locks out overnight.",
      "A split pipe, failed joint or corroded radiator valve leaking on to floors and ceilings.",
      "An internal leak from a pump seal, heat exchanger or pressure relief valve.",
      "A flat expansion vessel pushing the pressure up until the relief valve lifts at 3 bar.",
      "A PCB, fan or gas valve failing without warning.",
    ],
    whatWeDo: [
      "On the phone we ask what is happening, who is at home and whether anyone smells gas, and talk you through staying safe while you wait.",
      "The engineer arrives with the common parts and checks the boiler is safe to work on.",
      "Any leak is dealt with first, by isolating the water or the boiler so no more damage is done.",
      "We find the fault, explain it and give you a free estimate before starting.",
      "If the part is on the van we fit it there and then; if not, we make the system safe, restore what heat we safely can and order the part.",
      "We test the boiler and tell you what was done and what happens next.",
    ],
    timeTaken:
      "Most emergency repairs take 1 to 2 hours once the engineer is on site, though a fault that needs an ordered part means a second, usually shorter, visit.",
    safetyNote:
      "If you smell gas: do not use light switches or naked flames, open doors and windows, turn off the gas at the meter if you can reach it safely, leave the property and call 0800 111 999. If a carbon monoxide alarm sounds, or people have headaches, dizziness or sickness that ease in fresh air, turn off gas appliances, get everyone outside, call 0800 111 999 and seek medical advice. For a leak, turn off the stopcock, switch the boiler off at its fused spur if water is near electrics, and catch the drips. With no heat, keep everyone in one room with the door and curtains shut, use a plug-in heater kept clear of bedding, and layer up.",
    faqs: [
      {
        question: "Should I call you or the gas emergency number?",
        answer: [
          "If you smell gas or a carbon monoxide alarm is sounding, always call 0800 111 999 first, from outside the property.",
          "For everything else, such as no heating, a leak, pressure at zero or a boiler that keeps locking out, call us.",
        ],
      },
      {
        question: "Can I top up the pressure myself while I wait?",
        answer: [
          "Yes, if your manual shows how. Open the filling loop slowly until the gauge reads about 1 to 1.5 bar with the system cold, then close both valves fully and reset the boiler.",
          "If it falls back to zero within hours, water is escaping somewhere. Do not keep refilling: each top-up dilutes the inhibitor that protects the system from corrosion.",
        ],
      },
      {
        question: "My boiler stopped on a freezing night and is gurgling. What is wrong?",
        answer: [
          "Usually a frozen condensate pipe. Ice blocks the plastic pipe that drains the boiler, the condensate backs up and the boiler locks out with a fault code. Pour warm, not boiling, water along the outside section, especially bends and the open end, then reset the boiler once.",
          "If it will not relight, call us. We can also reroute or insulate the pipe so it does not freeze every winter.",
        ],
      },
      {
        question: "What if the boiler cannot be fixed tonight?",
        answer: [
          "We isolate any leak, make the boiler safe, restore heating or hot water where it is safe to do so, and order the part for the earliest fitting.",
        ],
      },
    ],
    relatedServices: ["boiler-repair", "leaking-boiler-repairs", "boiler-breakdown", "low-pressure-repairs"],
    relatedBrands: ["worcester-bosch", "vaillant", "ideal", "baxi"],
  },
  {
    slug: "boiler-servicing",
    whatItIs: [
      "A boiler service is a set of safety and performance checks, carried out to the manufacturer's own service schedule, that confirms the boiler burns gas cleanly and every safety device works. It goes further than a gas safety check: as well as confirming the boiler is safe to use, we clean the parts that collect debris, adjust the settings and replace worn seals and gaskets.",
      "Manufacturers ask for a service every 12 months, and most new-boiler warranties depend on it: miss one and a later claim can be refused. Each service is recorded in the Benchmark service record at the back of the installation manual, or on the manufacturer's online record, so keep that booklet with the boiler.",
      "A service also finds problems you cannot see, such as a flue joint parting in a loft or a combustion reading drifting, before they become a breakdown or a danger.",
    ],
    signs: [
      "More than 12 months since the last entry in the Benchmark service record",
      "Soot or brown staining around the boiler case or flue terminal",
      "A lazy yellow or orange flame on an older boiler with a visible burner",
      "The pressure gauge swinging more between cold and hot than it used to",
      "New noises, such as gurgling, kettling or a rough-sounding fan",
      "Occasional lockouts that clear after a reset",
    ],
    causes: [
      "Condensate traps silt up with debris from the heat exchanger and can block, locking the boiler out.",
      "Combustion chamber seals and gaskets harden with heat and can stop sealing properly.",
      "Expansion vessels slowly lose their air charge, so the system pressure swings and the relief valve may lift.",
      "Ignition and flame sensing electrodes wear and gather deposits, causing ignition lockouts.",
      "Debris on the burner or in the heat exchanger upsets combustion and raises carbon monoxide readings.",
      "Inhibitor weakens over the years, letting sludge build up and restrict flow through the boiler.",
      "Flue terminals get blocked or damaged by nests, plants, extensions or new windows nearby.",
    ],
    whatWeDo: [
      "Visual checks: the casing and seals, the flue along its visible length, terminal clearances, the condensate pipe, and any sign of leaks, scorching or corrosion.",
      "Flue gas analysis: with the boiler firing we use a calibrated flue gas analyser to read carbon monoxide, carbon dioxide and the CO/CO2 ratio, and check combustion against the manufacturer's limits.",
      "Gas rate and pressure: we check the working gas pressure at the boiler inlet, measure the gas rate at the meter and, on boilers set by burner pressure, check it against the data badge.",
      "Inside the case: where the manufacturer's schedule or the readings call for it, we remove and inspect the burner, clean the heat exchanger, check the electrodes and replace worn seals.",
      "Condensate: we remove, clean and refill the condensate trap and check the pipe drains freely.",
      "Expansion vessel: we check the air charge, recharge it if it has dropped, and set the system pressure to 1 to 1.5 bar cold.",
      "Safety devices: we confirm the flame supervision, overheat protection and pressure relief valve work, and that the case is sealed.",
      "Records: we complete the Benchmark service record and give you a written report of the readings and any advice.",
    ],
    timeTaken:
      "A standard annual service takes 45 minutes to an hour, longer if the burner has to come out or a worn part needs replacing.",
    safetyNote:
      "Have an audible carbon monoxide alarm, marked to BS EN 50291, in the room with the boiler and any room with a gas fire, and test it monthly. Carbon monoxide has no smell; early symptoms are headaches, dizziness and sickness that ease outdoors. If the alarm sounds, turn off gas appliances, open windows, get everyone out and call 0800 111 999.",
    faqs: [
      {
        question: "How often should my boiler be serviced?",
        answer: [
          "Every 12 months, as manufacturers recommend. If you are a landlord you also need an annual gas safety check for the Landlord Gas Safety Record, and we can do both in the same visit.",
        ],
      },
      {
        question: "Will missing a service void my warranty?",
        answer: [
          "For most manufacturers, yes: an annual service by a Gas Safe registered engineer is a condition of the warranty, and they may ask to see the Benchmark record before approving a claim. Check your warranty terms, and keep every service entry.",
        ],
      },
      {
        question: "Is a service the same as a gas safety check?",
        answer: [
          "No. A gas safety check confirms appliances and flues are safe on the day. A service does that and also cleans and maintains the boiler to the manufacturer's schedule, which is what keeps it reliable.",
        ],
      },
      {
        question: "Do you take the boiler apart every year?",
        answer: [
          "It depends on the manufacturer. Some schedules ask for the burner and heat exchanger to be opened every year. Others base it on the flue gas readings: if combustion is within limits, the combustion chamber stays sealed, and opening it only when the figures say so avoids disturbing good seals.",
        ],
      },
    ],
    relatedServices: ["gas-safety-checks", "boiler-repair", "power-flushing"],
    relatedBrands: ["worcester-bosch", "vaillant", "ideal", "baxi"],
  },
  {
    slug: "boiler-installation",
    whatItIs: [
      "The right boiler depends on how many bathrooms you have, how your hot water is stored, the mains flow rate and pressure, where the flue and condensate pipe can run, and whether the gas pipe from the meter is big enough. That is why every installation starts with a survey.",
      "There are three main types. A combi heats water straight from the mains as you use it, needs no tanks or cylinder and suits most flats and homes with one bathroom. A system boiler heats a hot water cylinder, often an unvented mains-pressure one, and suits homes with two or more bathrooms in use at once. A heat-only (regular) boiler works with a vented cylinder and tanks in the loft, and is often the simplest like-for-like swap in an older house already set up that way.",
      "Combi size is chosen for hot water, not radiators. The kW rating sets how many litres a minute it can heat: roughly 24 to 28 kW suits a flat or one-bathroom home, and 30 to 35 kW a larger home with an en suite. A bigger combi only helps if the mains can supply the flow, which is why we measure it.",
    ],
    signs: [
      "The boiler is over 15 years old and needs repairs most winters",
      "A repair quote, such as a new heat exchanger, that approaches the cost of replacement",
      "Not enough hot water for the household, or weak showers from an older combi",
      "An old non-condensing boiler or back boiler",
      "An appliance an engineer has classed as At Risk and cannot economically put right",
      "Plans to add a bathroom, convert the loft or clear the tanks from the loft",
    ],
    causes: [
      "Older non-condensing boilers send far more heat up the flue than a modern condensing boiler.",
      "Heat exchangers eventually corrode or crack, and on an older boiler that repair rarely makes sense.",
      "Manufacturers stop making spares for older models, so one failed PCB can end a boiler's life.",
      "Years of sludge and scale in a system without inhibitor or a filter wear out pumps and heat exchangers.",
    ],
    whatWeDo: [
      "Free survey: we measure mains flow and pressure, check the gas pipe size and the flue and condensate routes, and note your radiators and bathrooms.",
      "Fixed written quote: the type and output we recommend and why, with controls, filter and flush included.",
      "System clean: we flush the system to BS 7593, by power flush or chemical mains flush depending on its condition, so old sludge does not go straight into the new heat exchanger.",
      "Installation: we remove the old boiler and fit the new one, its flue and condensate pipe (at least 32 mm and insulated where it runs outside), and upgrade the gas pipe if it is undersized.",
      "Controls: time and temperature controls and, for a combi in England, a Boiler Plus measure such as a smart thermostat with automation and optimisation, weather compensation or load compensation.",
      "Protection: a magnetic filter on the heating return and inhibitor dosed to the right concentration.",
      "Commissioning: a gas tightness test, flue gas analyser readings, setting up the boiler and completing the Benchmark commissioning checklist.",
      "Handover: we notify the work under Building Regulations through Gas Safe Register, register the warranty and show you the controls.",
    ],
    timeTaken:
      "A like-for-like boiler swap usually takes one day, while a change of type or position, such as converting a tank-fed system to a combi, usually takes two.",
    safetyNote:
      "Whoever fits your boiler, ask to see their Gas Safe Register ID card: the back lists the work the engineer is qualified to do, which should include domestic boilers.",
    faqs: [
      {
        question: "What is Boiler Plus?",
        answer: [
          "Boiler Plus is a set of rules in England that has applied since April 2018. Every new gas boiler must have an ErP seasonal efficiency of at least 92% and be fitted with time and temperature controls.",
          "A new combi must also have one extra energy-saving measure: flue gas heat recovery, weather compensation, load compensation, or a smart thermostat with automation and optimisation. We explain which suits your home at the survey.",
        ],
      },
      {
        question: "What paperwork will I get?",
        answer: [
          "The completed Benchmark commissioning checklist, confirmation that the warranty is registered, and a Building Regulations Compliance Certificate, which Gas Safe Register posts to you after we notify the installation. Keep all three for when you sell.",
        ],
      },
      {
        question: "Should I swap my cylinder and tanks for a combi?",
        answer: [
          "Often, in a home with one bathroom and good mains flow: you gain cupboard and loft space and stop heating a cylinder. With two bathrooms in use at once, or weak mains, a system boiler with an unvented cylinder usually gives better showers.",
        ],
      },
      {
        question: "How long is the warranty?",
        answer: [
          "Manufacturer warranties vary by brand and model, and many depend on a magnetic filter and annual servicing. Your quote states the exact terms, and our parts and labour guarantee covers our workmanship.",
        ],
      },
    ],
    relatedServices: ["power-flushing", "boiler-servicing", "central-heating-repair", "gas-safety-checks"],
    relatedBrands: ["worcester-bosch", "vaillant", "ideal", "viessmann"],
  },
  {
    slug: "combi-boiler-repair",
    whatItIs: [
      "A combi does two jobs with one burner. When you open a hot tap, a flow sensor tells the PCB, the diverter valve switches over and boiler water passes through the plate heat exchanger, heating the mains water on its way to your tap. Hot water takes priority, so the heating pauses while a tap runs.",
      "That design brings faults of its own. A sticking diverter valve sends heat to the wrong circuit. Scale or sludge in the plate heat exchanger gives lukewarm or surging hot water. A faulty flow sensor means the boiler never knows a tap is open. And a combi's expansion vessel sits inside the case, so when it loses its charge the pressure rises when hot and falls when cold.",
      "Diverter valve cartridges, flow sensors and pressure relief valves are quick to change, so most combi faults are fixed on the first visit.",
    ],
    signs: [
      "Hot water works but the radiators stay cold",
      "Heating works but the hot taps run cold",
      "Radiators warm up when you run a hot tap, even with the heating off",
      "Hot water lukewarm, or swinging between hot and cold while the tap runs",
      "The boiler does not fire for hot water unless the tap is turned fully on",
      "Pressure near 3 bar when hot and low again when cold, or a drip from the pipe outside",
    ],
    causes: [
      "A sticking or worn diverter valve, or a failed diverter motor or actuator.",
      "A plate heat exchanger restricted by limescale on the mains side or sludge on the heating side.",
      "A faulty hot water flow sensor or flow switch, or a blocked filter on the cold mains inlet.",
      "A hot water NTC thermistor giving wrong readings, so the water is under- or over-heated.",
      "An expansion vessel that has lost its air charge, forcing the pressure relief valve to open.",
      "A pressure relief valve that no longer seals after lifting, so the system keeps losing pressure.",
      "Low mains flow, too weak for the boiler to register a hot water demand.",
    ],
    whatWeDo: [
      "We ask exactly which symptoms you have, which points to the likely part before the case comes off.",
      "We check the pressure cold and hot and the mains flow at a tap.",
      "We test the diverter valve, flow sensor and hot water thermistor, and check the temperature rise across the plate heat exchanger.",
      "We check the expansion vessel charge and whether the pressure relief valve is passing water.",
      "We give you a free estimate, then replace the faulty part.",
      "If sludge caused the fault, we advise on cleaning the system and fitting a magnetic filter so the new part lasts.",
      "We refill to 1 to 1.5 bar cold, run heating and hot water, and check the temperature at the tap.",
    ],
    timeTaken:
      "Most combi repairs take 1 to 2 hours, though a plate heat exchanger or internal expansion vessel can take up to half a day on some models.",
    safetyNote:
      "Worth checking first: the programmer or app is not set to hot water only, the room thermostat is above room temperature, and the pressure is at least 1 bar (top up through the filling loop if not). For a hot water fault, run the kitchen cold tap: if the mains flow is weak there too, the boiler may not get enough water to fire. Do not open the case or try to free a diverter valve yourself.",
    faqs: [
      {
        question: "Why do I have hot water but no heating?",
        answer: [
          "Check the programmer, room thermostat and any smart controls first. If they are calling for heat and the radiators stay cold while hot water is fine, the diverter valve is often stuck in the hot water position. A seized pump or a fault in the heating temperature sensor can do the same.",
        ],
      },
      {
        question: "Why is my hot water only lukewarm?",
        answer: [
          "Try running the tap slower first: a combi heats only so many litres a minute, and a fully open tap can outrun it in winter. If the water is still lukewarm, the likely causes are scale or sludge in the plate heat exchanger, a diverter valve letting heat leak into the radiators, or a faulty hot water thermistor.",
        ],
      },
      {
        question: "Why does my combi pressure go up when I run the hot tap?",
        answer: [
          "Mains water is getting into the heating side. Either the filling loop is letting water by, or the plate heat exchanger has an internal leak between the mains and heating circuits. Both need fixing, because the pressure will keep rising until the relief valve opens at 3 bar.",
        ],
      },
      {
        question: "Why does my combi keep losing pressure?",
        answer: [
          "Water is leaving the system: a leak on pipework or a radiator valve, a relief valve passing water to the pipe outside, or a flat expansion vessel making the relief valve lift as the system heats. We find which rather than just topping up.",
        ],
      },
    ],
    relatedServices: ["no-hot-water-repairs", "low-pressure-repairs", "boiler-pressure-problems", "boiler-repair"],
    relatedBrands: ["worcester-bosch", "vaillant", "baxi", "ideal"],
  },
  {
    slug: "gas-safety-checks",
    whatItIs: [
      "Under regulation 36 of the Gas Safety (Installation and Use) Regulations 1998, a landlord must have every gas appliance and flue they provide in a let home checked by a Gas Safe registered engineer every 12 months. The result is the Landlord Gas Safety Record, still widely called a CP12 after the old CORGI form. You must keep each record for at least 2 years, give existing tenants a copy within 28 days of the check and give new tenants a copy before they move in.",
      "A check done up to 2 months before the current record runs out keeps the original expiry date. Landlords must also keep the pipework, appliances and flues they provide safe between checks; appliances a tenant owns are the tenant's responsibility.",
      "Homeowners have no legal duty, but the same inspection is sensible when you buy a house or have an older gas fire or back boiler.",
    ],
    signs: [
      "A new tenancy is about to start and there is no current record",
      "Your current record runs out within the next 2 months",
      "You have bought a property to let that has gas appliances",
      "A tenant reports sooting, a yellow flame or a pilot light that keeps going out",
      "Your letting agent has asked for an up-to-date record",
    ],
    causes: [
      "Blocked, undersized or missing ventilation for an open-flued gas fire or boiler.",
      "Fumes spilling from an open flue because the chimney is blocked or an extractor fan draws them back.",
      "A flue with a broken joint or missing seal, or a terminal too close to a window, door or boundary.",
      "A flame supervision device or atmosphere sensing device on a gas fire that no longer cuts the gas off.",
      "Poor combustion, shown by a high CO/CO2 ratio on the flue gas analyser.",
      "A small gas leak on the pipework, found by the tightness test.",
      "A boiler flue hidden in a ceiling void with no inspection hatches, so it cannot be checked.",
    ],
    whatWeDo: [
      "We tightness test the whole installation at the meter with a manometer.",
      "We record each appliance's make, model, location and flue type, and check its installation.",
      "We run each appliance and check the gas rate or burner pressure and, where the appliance calls for it, combustion readings with a flue gas analyser.",
      "We carry out flue flow and spillage tests on open-flued appliances and inspect room-sealed flues along their length, including in voids.",
      "We check ventilation and test the safety devices: flame supervision, atmosphere sensing devices and overheat cut-offs.",
      "We complete the Landlord Gas Safety Record with the results, any defects and the action taken, and issue it the same day.",
      "If an appliance is unsafe, we follow the Gas Industry Unsafe Situations Procedure and quote to put it right.",
    ],
    timeTaken:
      "A typical house with a boiler and a hob takes 30 to 60 minutes, longer with extra appliances such as gas fires or flues in voids.",
    safetyNote:
      "Under the Gas Industry Unsafe Situations Procedure, an engineer who finds a fault must classify it. 'Immediately Dangerous' means the appliance is a danger to life or property now: with your permission it is disconnected and labelled Do Not Use; if permission is refused, the engineer can call in the gas emergency service. 'At Risk' means one or more faults could become dangerous: with permission the appliance is turned off and labelled, and it must not be used until repaired. 'Not to Current Standards' means it met the rules when fitted but not today's; it is recorded as advice. Using, or letting a tenant use, an appliance you know is dangerous breaks the regulations.",
    faqs: [
      {
        question: "What happens if an appliance fails?",
        answer: [
          "The record lists the defect, its classification and what was done, such as turning the appliance off or disconnecting it.",
          "We give you a free estimate for the repair. Once it is fixed, we re-test the appliance and issue an updated record.",
        ],
      },
      {
        question: "Can I book the check early without losing months?",
        answer: [
          "Yes. Within 2 months of expiry, the new record keeps the old expiry date a year on. Any earlier and the 12 months run from the new check.",
        ],
      },
      {
        question: "Is a gas safety check the same as a boiler service?",
        answer: [
          "No. The check proves each appliance and flue is safe on the day; it does not clean or maintain the boiler. Servicing as the manufacturer recommends is how you meet the duty to maintain, so many landlords book both in one visit.",
        ],
      },
      {
        question: "Do I need a carbon monoxide alarm in a rented home?",
        answer: [
          "In England, since 1 October 2022, landlords must fit a carbon monoxide alarm in any room used as living accommodation that has a fixed combustion appliance such as a gas boiler or fire (gas cookers are excluded), and repair or replace an alarm once told it is faulty. It is separate from the gas safety record.",
        ],
      },
    ],
    relatedServices: ["boiler-servicing", "boiler-repair", "emergency-boiler-repair"],
    relatedBrands: [],
  },
];
