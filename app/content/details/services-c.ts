import type { ServiceDetail } from "../detail-types";

/**
 * Long-form content for service pages, part C: radiators, breakdowns,
 * brand specialists and pressure problems. Fault codes are limited to codes
 * we are confident of for the ranges named.
 */
export const serviceDetailsC: readonly ServiceDetail[] = [
  {
    slug: "radiator-repair",
    whatItIs: [
      "Where a radiator is cold tells you most of what is wrong with it. Cold across the top and warm below means air or gas has collected at the highest point. Cold along the bottom, or in the lower middle, with hot pipes to the valves, means black sludge (magnetite, the iron oxide left by corrosion inside steel radiators) has settled and stopped water flowing through the panel. A radiator that is cold all over while the rest of the house is warm is usually a valve problem: a thermostatic valve pin stuck shut, a lockshield valve closed, or a system that has never been balanced, so water takes the easy route through the radiators nearest the boiler.",
      "Leaks are the other half of radiator work. Most come from the valves rather than the radiator itself: a weep from the spindle where the gland packing has dried out, a drip from the compression nut on the pipe, or water from the threaded tail screwed into the radiator. A leak from the face or the bottom seam of the panel is different. That is pinhole corrosion working from the inside out, and once one pinhole appears, the steel around it is thin too.",
      "Some jobs need the water moved out of the way. A radiator can often be taken off with its two valves closed, but changing a valve body means draining the system down or freezing the pipe either side with a pipe freezing kit. Either way, the system is refilled, bled and dosed with inhibitor afterwards, so the repair does not start the corrosion cycle again.",
    ],
    signs: [
      "Cold at the top, warm at the bottom, and gurgling when the heating starts.",
      "Cold along the bottom or in the lower middle while the pipes to it are hot.",
      "One radiator stays cold even with its thermostatic valve turned fully up.",
      "Radiators near the boiler get hot quickly while the furthest rooms never warm up.",
      "A drip, damp carpet or a crusty green or white deposit around a valve or its nut.",
      "A rust-brown weep or bubble on the face or bottom seam of the radiator.",
      "You bleed the same radiator every few weeks, or the boiler pressure drops each time you do.",
    ],
    causes: [
      "Air drawn in through a small leak, or introduced when the system was last drained and refilled.",
      "Hydrogen gas made by internal corrosion when the water has too little inhibitor, which is why one radiator needs bleeding again and again.",
      "Magnetite sludge settling in the bottom of older steel panels.",
      "A thermostatic radiator valve (TRV) pin stuck in the closed position, very common after the heating has been off all summer.",
      "A lockshield valve closed during decorating or never set after installation, or a system that has not been balanced.",
      "Dried-out gland packing on a valve spindle, or a compression olive or radiator tail that has loosened or corroded.",
      "Pinholes from internal corrosion, usually in radiators that are decades old or on systems without inhibitor.",
    ],
    whatWeDo: [
      "Run the heating and check each radiator with a thermometer, noting where the cold spots are and whether the flow and return pipes are hot.",
      "Check the boiler pressure and, on a sealed system, whether it drops when radiators are bled, so a hidden leak is not missed.",
      "Bleed radiators that hold air and note how quickly it returns: a radiator that keeps producing gas tells us the system is corroding and needs inhibitor, not just bleeding.",
      "Free or replace stuck TRV pins and heads, and open and reset lockshield valves that have been closed.",
      "Repack leaking valve glands, remake compression joints and reseal radiator tails; replace valves that are past repair, draining down or using a freeze kit.",
      "Replace pinholed radiators, using offset tails or small pipe changes when an old imperial radiator does not match modern sizes.",
      "Balance the system by setting the lockshields so every radiator has a similar temperature drop across it, then refill or top up, check the pressure and dose inhibitor to BS 7593.",
    ],
    timeTaken:
      "Bleeding, freeing valves and balancing a typical house takes 1 to 2 hours; replacing a radiator or a pair of valves usually takes 2 to 3 hours including draining and refilling.",
    safetyNote:
      "You can safely bleed a radiator yourself: turn the heating off and let it cool, hold a cloth under the bleed screw, open it a quarter turn with a radiator key and close it as soon as water comes out. On a sealed system (a boiler with a pressure gauge and no tank in the loft), check the gauge afterwards and top it back up to the level in the manual, usually 1 to 1.5 bar cold, using the filling loop, then close the loop fully. If the water from the bleed screw is black, the system needs cleaning, and if it hisses without ever bringing water, stop and call us.",
    faqs: [
      {
        question: "Why is my radiator cold at the bottom but hot at the top?",
        answer: [
          "That pattern is almost always sludge. Heavy magnetite settles in the bottom of the panel and blocks the waterways, so hot water only flows across the top. Bleeding will not help.",
          "One bad radiator can be taken off and flushed through outside. If several are the same, the whole system is dirty and a power flush, a magnetic filter and fresh inhibitor are the lasting fix.",
        ],
      },
      {
        question: "One radiator is cold and the rest are fine. What should I check?",
        answer: [
          "Turn its thermostatic valve fully up and back a couple of times, and make sure the programmer is calling for heat. If it stays cold with both pipes to it cold, the TRV pin is probably stuck or the lockshield valve on the other end has been closed.",
          "We free or replace the pin and reset the lockshield. If the furthest radiators are all weak, the system needs balancing rather than new parts.",
        ],
      },
      {
        question: "Do you have to drain the whole system to change a radiator valve?",
        answer: [
          "Not always. For a single valve we can often freeze the pipe with a freeze kit, change the valve and let it thaw, which saves draining and refilling the whole house. Where the pipework is too short or awkward to freeze, we drain down, then refill, bleed and add inhibitor.",
        ],
      },
      {
        question: "My radiator is leaking from the bottom of the panel. Can it be repaired?",
        answer: [
          "A leak from the panel itself is pinhole corrosion, and the honest answer is to replace the radiator. Sealants and patches only buy time, because the metal around the hole is thin as well.",
          "We fit a modern radiator of the right output for the room and add inhibitor so the rest of the system does not go the same way.",
        ],
      },
      {
        question: "Do I need TRVs on every radiator?",
        answer: [
          "When a boiler is replaced, Building Regulations expect thermostatic valves on the radiators, except in the room with the main room thermostat, which should not have TRVs fighting it. They let you keep bedrooms cooler than the living room and cut wasted heat.",
        ],
      },
    ],
    relatedServices: ["central-heating-repair", "power-flushing", "no-heating-repairs", "boiler-pressure-problems"],
    relatedBrands: [],
  },
  {
    slug: "boiler-breakdown",
    whatItIs: [
      "A breakdown is any time the boiler stops doing its job: no heating, no hot water, or both, usually with a fault code or a flashing light. Most boilers built in the last twenty years diagnose themselves. When something is out of range, such as no flame detected, water pressure too low or a sensor reading that makes no sense, the control board shuts the burner down and locks out so nothing unsafe can happen. The display is telling you which protection has tripped, which is why the code matters so much.",
      "Before you call, take two minutes to note what you can see. Write down the fault code exactly as it appears, letters and numbers. Read the pressure gauge. Check that the gas hob lights, or another gas appliance works, and that a prepayment meter has credit. Check the boiler has power: the display or lights should be on, the fused spur switch next to the boiler should be on, and nothing should have tripped at the consumer unit. Finally, check the thermostat and programmer: flat batteries in a wireless thermostat or a clock reset by a power cut cause plenty of calls that are not breakdowns at all.",
      "If everything looks right and the boiler shows a lockout, press reset once. A single reset clears a one-off event, such as a gust down the flue or a brief gas pressure dip. If the fault comes straight back, stop. Repeated resets will not fix a real fault, and the pattern of when it locks out is useful information for the engineer.",
    ],
    signs: [
      "A fault code or flashing light on the boiler and no heating or hot water.",
      "The boiler tries to light, clicks or whooshes, then gives up and locks out.",
      "The pressure gauge reads below 1 bar, or in the red zone at the bottom.",
      "Gurgling from the boiler or the pipe outside on a frosty morning, followed by a lockout.",
      "The display is blank even though the fused spur switch is on.",
      "Radiators stay cold while the boiler fires, or the boiler runs and shuts off every few minutes.",
      "Water dripping from the pipe on the outside wall or from under the boiler casing.",
    ],
    causes: [
      "A frozen condensate pipe in cold weather, which backs up the condensate and makes the boiler lock out on an ignition or flame fault.",
      "Ignition lockout from a worn ignition electrode, a damaged lead, low gas pressure or a gas valve that is not opening.",
      "Pressure loss from a leak, a pressure relief valve that is letting by, or an expansion vessel that has lost its air charge.",
      "A pump that has seized after the summer, or a motorised valve or diverter valve stuck in one position.",
      "A failed sensor, such as an NTC thermistor or the water pressure sensor, sending the board a false reading.",
      "A faulty printed circuit board (PCB), often after a power surge or water getting into the casing.",
      "A fan that runs slowly or not at all, so the boiler cannot prove the flue is clear and refuses to light.",
    ],
    whatWeDo: [
      "Show you our Gas Safe ID card on arrival and ask what happened, including the code you noted and whether a reset was tried.",
      "Read the fault code and, where the boiler stores them, its fault history, then check gas supply and working pressure, electrical supply and system pressure.",
      "Test the suspected part rather than guessing: electrode and flame signal, fan speed, sensor resistance, pump and valve operation, and the condensate route.",
      "Explain what has failed, what the repair involves and our fixed price before any work begins.",
      "Carry out the repair with the correct part, most often from stock on the van, or order it and arrange a return visit if it is not commonly held.",
      "Run the boiler through heating and hot water, check combustion with a flue gas analyser and confirm it is safe before we leave.",
      "Record what was done, and tell you plainly if the boiler is near the end of its life or has a safety problem that needs attention.",
    ],
    timeTaken:
      "Most breakdowns are found and fixed in one visit of 1 to 2 hours; if a less common part has to be ordered, the boiler is usually working again within a day or two.",
    safetyNote:
      "If you smell gas, do not reset the boiler or use switches. Open windows, turn off the gas at the meter and call the National Gas Emergency Service on 0800 111 999. If your carbon monoxide alarm sounds, or people in the house have headaches or nausea that ease when they go outside, switch the boiler off, get everyone into fresh air and call the same number. If an engineer finds a dangerous fault, the Gas Industry Unsafe Situations Procedure means we must explain the risk and, with your permission, make the appliance safe by turning it off.",
    faqs: [
      {
        question: "Is it safe to keep resetting my boiler?",
        answer: [
          "Reset it once. If the code returns straight away or later the same day, the boiler is protecting itself from a real fault and further resets will not fix it.",
          "The exception is a frozen condensate pipe: thaw the outside section with warm, not boiling, water first, then reset once.",
        ],
      },
      {
        question: "Why does my boiler break down when it gets really cold?",
        answer: [
          "Three reasons account for most winter breakdowns. The condensate pipe freezes where it runs outside. The boiler works harder and longer, which finds out weak parts like a worn electrode or a tired pump. And pressure drops as the system cools overnight, which shows up a small leak or a flat expansion vessel.",
        ],
      },
      {
        question: "What if the part is not on the van?",
        answer: [
          "We carry the parts that fail most often on the boilers common in Teesside. When something less common is needed, we order it from local merchants, confirm the price with you and come back to fit it, usually within a day or two. Where it is safe, we leave the boiler running in a limited way, for example hot water only, until then.",
        ],
      },
      {
        question: "Is it worth repairing an old boiler or should I replace it?",
        answer: [
          "A single part on a sound boiler is nearly always worth repairing. Replacement starts to make sense when the heat exchanger is failing, parts are obsolete, or the same boiler has needed several repairs in a short time.",
          "We tell you which situation you are in and give a free estimate for both options, so you can decide without pressure.",
        ],
      },
    ],
    relatedServices: ["emergency-boiler-repair", "boiler-repair", "no-heating-repairs", "no-hot-water-repairs"],
    relatedBrands: ["worcester-bosch", "vaillant", "ideal", "baxi"],
  },
  {
    slug: "worcester-bosch-specialists",
    whatItIs: [
      "Several generations of Worcester Bosch Greenstar are working in Teesside homes at once. The Greenstar CDi Classic is the older, larger model, made as combi, system and regular boilers and often found in bigger semis and detached houses. The compact Greenstar i and Si combis followed and were fitted in huge numbers in terraces and flats. The Greenstar 4000 is the current mainstream model, and the Greenstar 8000 Life is the premium range with higher outputs and a colour display. Knowing which one you have matters, because parts and fault codes differ between them.",
      "Greenstar faults tend to come from a familiar set of parts. On combis, the diverter valve that switches between heating and hot water wears, so radiators warm up when a tap runs or the hot water stays lukewarm. The fan can become noisy or run at the wrong speed. Temperature sensors (NTC thermistors) and the hot water flow sensor can fail and confuse the control board. And the condensate siphon, which collects the water the boiler produces and releases it down the drain, can block with debris, backing condensate up into the boiler and causing gurgling and ignition lockouts.",
      "The display code is the first clue. Greenstars with a display show a two-part code, letters then a number. EA 227 means the boiler tried to light and detected no flame, and on Greenstar i, 4000 and 8000 models CE 207 means the system pressure is too low. Read the whole code out when you call, because the same two letters can sit in front of different numbers with different meanings.",
    ],
    signs: [
      "EA 227 on the display, often on the first cold morning of winter.",
      "Gurgling from inside the boiler just before it locks out.",
      "Radiators warming up when you run a hot tap, or hot water that never gets properly hot.",
      "Hot water that surges hot and cold, or only works at a high flow rate.",
      "A whine, rattle or roar from the fan when the boiler fires.",
      "The pressure gauge falling below 1 bar, or CE 207 on newer models.",
    ],
    causes: [
      "A worn diverter valve cartridge or a failed diverter motor on Greenstar combis.",
      "A blocked condensate siphon or a frozen outside condensate pipe, leading to ignition lockouts.",
      "A worn ignition electrode, a damaged ignition lead or low gas pressure behind repeated EA 227 codes.",
      "Fan bearings wearing, or a fan that can no longer reach the speed the board asks for.",
      "A failed NTC thermistor or hot water flow sensor giving the board a false reading.",
      "Pressure loss from a weeping pressure relief valve, a flat expansion vessel or a small system leak.",
      "Scale in the plate heat exchanger in harder-water areas, affecting hot water temperature.",
    ],
    whatWeDo: [
      "Identify the exact model and output from the badge on the front and the data label, so we fit the right parts first time.",
      "Record the full fault code and ask when it appears: on heating, on hot water, after frost or at random.",
      "Check the basics the boiler depends on: gas working pressure, electrical supply, system pressure and the condensate route to the drain.",
      "Test the likely part: flame signal and electrode gap, fan speed, sensor resistance, diverter operation and expansion vessel charge.",
      "Repair with genuine Worcester Bosch parts, most of which we carry for the common Greenstar models.",
      "Clean and refill the condensate siphon while the boiler is open, as it is a common cause of repeat lockouts.",
      "Run the boiler on heating and hot water, check combustion with a flue gas analyser and explain what we found.",
    ],
    timeTaken:
      "Most Greenstar repairs take 1 to 2 hours in a single visit, because the boilers are serviced from the front; a board or heat exchanger for an older CDi Classic may need ordering and a second visit.",
    safetyNote:
      "Before calling, check the gauge, that your gas hob works and that the outside condensate pipe is not frozen. Thaw a frozen pipe with warm, not boiling, water and reset the boiler once. Do not remove the front casing: behind it are gas and electrical parts that only a Gas Safe registered engineer should work on.",
    faqs: [
      {
        question: "How do I tell which Greenstar I have?",
        answer: [
          "The model name is usually on the front of the boiler, such as Greenstar 30i or Greenstar 4000, and the full details, including the output in kW and the gas council number, are on a data label. Your Benchmark checklist at the back of the manual also records the model and the installation date.",
          "Giving us the model when you call means we can check part stock before we set off.",
        ],
      },
      {
        question: "How often should a Worcester Bosch boiler be serviced?",
        answer: [
          "Once a year, by a Gas Safe registered engineer. Worcester's guarantees normally depend on the boiler being registered after installation and serviced every twelve months, with each service recorded in the Benchmark service record.",
          "A Greenstar service covers combustion analysis, the electrode, the condensate siphon, seals, safety devices and the expansion vessel charge.",
        ],
      },
      {
        question: "My Greenstar is still under warranty. Should I call you or Worcester Bosch?",
        answer: [
          "Call Worcester Bosch first while the manufacturer guarantee is running, because warranty repairs are usually done by their own engineers. We are happy to carry out the annual service that keeps the guarantee valid, and to repair the boiler once the guarantee has ended or for faults it does not cover.",
        ],
      },
      {
        question: "Why do my radiators get warm when I run the hot tap?",
        answer: [
          "On a combi, that points to the diverter valve. It should send all the hot water from the heat exchanger to your tap, but a worn cartridge lets some pass into the radiators. The same fault often makes the hot water lukewarm. It is one of the most common Greenstar repairs and is usually fixed in one visit.",
        ],
      },
    ],
    relatedServices: ["combi-boiler-repair", "boiler-servicing", "boiler-repair", "boiler-pressure-problems"],
    relatedBrands: ["worcester-bosch"],
  },
  {
    slug: "vaillant-specialists",
    whatItIs: [
      "The ecoTEC family covers most Vaillant boilers on Teesside. The ecoTEC pro is a compact combi common in flats and smaller terraces. The ecoTEC plus comes as a combi, system or regular boiler and covers larger homes. The ecoTEC exclusive sits at the top of the range, and the ecoFIT pure is a compact model often fitted as a replacement. They share a stainless steel heat exchanger and a control system that is unusually open about what it is doing.",
      "Vaillant uses three kinds of code. F codes are faults that stop the boiler. S codes are status codes that simply report what the boiler is doing, such as waiting for heat demand or lighting the burner. And in the engineer menu, d. values show live readings such as flow and return temperatures, fan speed and water pressure, alongside a memory of recent faults. Reading those values is how we pin down the failed part instead of changing parts on spec.",
      "The ignition codes are worth understanding. F.28 means the boiler never managed to light at start-up, which points to the gas supply, the gas valve, the ignition electrode or a blocked condensate route. F.29 means it lit but then lost the flame and could not relight, which points more to gas pressure dropping under load, a flue or condensate problem, or a weak flame signal. F.22 is low water pressure, and F.75 means the boiler did not see the pressure rise it expects when the pump starts, usually a faulty pressure sensor, a pump problem or air in the boiler.",
    ],
    signs: [
      "F.22 on the display, or a pressure reading below 1 bar on the screen or gauge.",
      "F.28 when the boiler first tries to light, especially on frosty mornings.",
      "F.29 after the boiler has been running for a while.",
      "F.75, often after the system has been drained, bled or topped up.",
      "Radiators warming with a hot tap running, or hot water that never gets properly hot.",
      "A grinding or humming pump, or water weeping from the air vent on top of the pump.",
    ],
    causes: [
      "A failed water pressure sensor, which can report low pressure or stop the boiler even when the gauge looks right.",
      "A pump that has seized, lost performance or has a leaking automatic air vent.",
      "A worn diverter valve actuator or cartridge on ecoTEC combis.",
      "A worn or badly gapped ignition electrode, or low gas pressure at the boiler.",
      "A frozen condensate pipe or a blocked condensate trap backing water up into the boiler.",
      "Pressure loss from a leak, a passing pressure relief valve or an expansion vessel that needs recharging.",
      "Sludge in the system restricting the stainless steel heat exchanger and plate heat exchanger.",
    ],
    whatWeDo: [
      "Note the fault code and read the boiler's fault memory to see whether it is a one-off or part of a pattern.",
      "Check the gas working pressure, system pressure, electrical supply and condensate route.",
      "Use the diagnostic (d.) values to watch flow and return temperatures, fan speed and pressure while the boiler runs.",
      "Test the suspect part, such as the pressure sensor output, pump speed and flow, diverter position or flame signal.",
      "Replace the failed part with a genuine Vaillant part; pumps, pressure sensors, diverter kits and electrodes are usually in stock.",
      "Bleed air from the boiler and system, set the pressure and check the expansion vessel charge.",
      "Run a full heating and hot water cycle, check combustion and leave the boiler with no stored fault active.",
    ],
    timeTaken:
      "Most ecoTEC repairs, including pumps, pressure sensors and diverter valves, take 1 to 2 hours; a heat exchanger replacement or an ordered part takes longer and may need a second visit.",
    safetyNote:
      "For F.22, you can top up the pressure yourself using the filling loop as your manual shows, to around 1 to 1.5 bar cold, then close the loop fully. For F.28 or F.29, check the gas hob works, that a prepayment meter has credit and that the outside condensate pipe is not frozen, then reset once. If the same F code returns, leave the boiler off and call us.",
    faqs: [
      {
        question: "What is the difference between F.28 and F.29?",
        answer: [
          "F.28 means the boiler could not light at all when it started. F.29 means it lit, then lost the flame while running and could not relight.",
          "The difference helps us: F.28 points first to the gas supply, electrode and gas valve, while F.29 makes us look harder at gas pressure under load, the flue and the condensate route.",
        ],
      },
      {
        question: "My Vaillant keeps showing F.22 even after I top it up. Why?",
        answer: [
          "If the pressure really is falling, water is escaping: through the pressure relief valve to the pipe outside, from a leak on the system, or because the expansion vessel has lost its charge. Our low pressure repair service covers tracing those leaks.",
          "If the gauge holds steady but F.22 still appears, the electronic pressure sensor itself may be faulty and can be replaced.",
        ],
      },
      {
        question: "Do you repair Glow-worm boilers too?",
        answer: [
          "Yes. Glow-worm belongs to the same group as Vaillant, and many Glow-worm boilers share engineering and components with the ecoTEC range, so the same diagnosis and many of the same parts apply.",
        ],
      },
      {
        question: "Does a Vaillant need servicing every year?",
        answer: [
          "Yes. Vaillant's guarantees normally require registration after installation and an annual service by a Gas Safe registered engineer. We read the fault memory, check combustion, inspect the electrode and burner seals, clean the condensate trap and check the expansion vessel, and record the service in the Benchmark service record.",
        ],
      },
    ],
    relatedServices: ["boiler-repair", "boiler-servicing", "low-pressure-repairs", "combi-boiler-repair"],
    relatedBrands: ["vaillant", "glow-worm"],
  },
];
