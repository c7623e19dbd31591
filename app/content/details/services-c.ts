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
      "Where a radiator is cold tells you what is wrong with it. Cold across the top means air or gas has collected at the highest point. Cold along the bottom, with hot pipes to the valves, means black sludge (magnetite, left by corrosion inside steel radiators) has settled and blocked the panel. A radiator cold all over while the rest of the house is warm is usually a valve problem: a thermostatic valve pin stuck shut, a lockshield valve closed, or an unbalanced system where water takes the easy route through the radiators nearest the boiler.",
      "Most leaks come from the valves rather than the radiator: a weep from the spindle where the gland packing has dried out, a drip from the compression nut on the pipe, or water from the tail screwed into the radiator. A leak from the face or bottom seam of the panel is pinhole corrosion working from the inside out, and the steel around it is thin too.",
      "A radiator can often be taken off with its two valves closed, but changing a valve body means draining the system down or freezing the pipe with a pipe freezing kit. After a drain down, the system is refilled, bled and dosed with inhibitor so the repair does not restart the corrosion.",
    ],
    signs: [
      "Cold at the top, warm at the bottom, and gurgling when the heating starts.",
      "Cold along the bottom or in the lower middle while the pipes to it are hot.",
      "One radiator stays cold even with its thermostatic valve turned fully up.",
      "Radiators near the boiler get hot quickly while the furthest rooms never warm up.",
      "A drip, damp carpet or a crusty green or white deposit around a valve or its nut.",
      "A rust-brown weep or bubble on the face or bottom seam of the radiator.",
    ],
    causes: [
      "Air after a drain down, or hydrogen made by internal corrosion when inhibitor is low, which is why some radiators need bleeding again and again.",
      "Magnetite sludge settling in the bottom of older steel panels.",
      "A thermostatic radiator valve (TRV) pin stuck in the closed position, very common after the heating has been off all summer.",
      "A lockshield valve closed during decorating or never set after installation, or a system that has not been balanced.",
      "Dried-out gland packing on a valve spindle, or a compression olive or radiator tail that has loosened or corroded.",
      "Pinholes from internal corrosion, usually in radiators that are decades old or on systems without inhibitor.",
    ],
    whatWeDo: [
      "Run the heating and check each radiator and its pipes with a thermometer.",
      "Check the boiler pressure, so a hidden leak is not missed.",
      "Bleed radiators that hold air; one that keeps producing gas means the system is corroding and needs inhibitor.",
      "Free or replace stuck TRV pins and heads, and open and reset lockshield valves that have been closed.",
      "Repack leaking glands, remake joints and reseal tails, or replace valves past repair.",
      "Replace pinholed radiators, using offset tails where an old imperial size does not match.",
      "Balance the lockshields so every radiator has a similar temperature drop, then set the pressure and dose inhibitor to BS 7593.",
    ],
    timeTaken:
      "Bleeding, freeing valves and balancing a typical house takes 1 to 2 hours; replacing a radiator or a pair of valves usually takes 2 to 3 hours including draining and refilling.",
    safetyNote:
      "You can bleed a radiator yourself: with the heating off and cool, hold a cloth under the bleed screw, open it a quarter turn with a radiator key and close it when water appears. On a sealed system, check the gauge afterwards and top up to the level in the manual, usually 1 to 1.5 bar cold, using the filling loop, then close it fully. Black water from the bleed screw means the system needs cleaning.",
    faqs: [
      {
        question: "One radiator is cold and the rest are fine. What should I check?",
        answer: [
          "Turn its thermostatic valve fully up and back a couple of times, and make sure the programmer is calling for heat. If it stays cold with both pipes to it cold, the TRV pin is probably stuck or the lockshield valve on the other end has been closed.",
          "We free or replace the pin and reset the lockshield. If the furthest radiators are all weak, the system needs balancing rather than new parts.",
        ],
      },
      {
        question: "My radiator is leaking from the bottom of the panel. Can it be repaired?",
        answer: [
          "No. A leak from the panel itself is pinhole corrosion, and sealants only buy time. We fit a new radiator of the right output for the room and add inhibitor so the others do not go the same way.",
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
      "A breakdown is any time the boiler stops giving heating, hot water or both, usually with a fault code or a flashing light. Modern boilers diagnose themselves: when something is out of range, such as no flame detected, low water pressure or a faulty sensor reading, the control board shuts the burner down and locks out. The code tells you which protection has tripped.",
      "Before you call, note what you can see. Write down the fault code exactly, letters and numbers. Read the pressure gauge. Check the gas hob lights and any prepayment meter has credit. Check the boiler has power: the fused spur switch beside it should be on and nothing tripped at the consumer unit. Check the thermostat and programmer too: flat batteries in a wireless thermostat or a clock reset by a power cut cause many calls that are not breakdowns at all.",
      "If all that is fine and the boiler shows a lockout, press reset once. That clears a one-off event such as a brief gas pressure dip. If the fault comes back, stop: repeated resets will not fix a real fault.",
    ],
    signs: [
      "A fault code or flashing light on the boiler and no heating or hot water.",
      "The boiler tries to light, clicks or whooshes, then gives up and locks out.",
      "The pressure gauge reads below 1 bar, or in the red zone at the bottom.",
      "Gurgling from the boiler or the pipe outside on a frosty morning, followed by a lockout.",
      "The display is blank even though the fused spur switch is on.",
      "Radiators stay cold while the boiler fires, or the boiler runs and shuts off every few minutes.",
    ],
    causes: [
      "A frozen condensate pipe in cold weather, which backs up the condensate and makes the boiler lock out on an ignition or flame fault.",
      "Ignition lockout from a worn ignition electrode, a damaged lead, low gas pressure or a gas valve that is not opening.",
      "Pressure loss from a leak, a pressure relief valve that is letting by, or an expansion vessel that has lost its air charge.",
      "A pump that has seized after the summer, or a motorised valve or diverter valve stuck in one position.",
      "A failed sensor, such as an NTC thermistor or the water pressure sensor, sending the board a false reading.",
      "A faulty printed circuit board (PCB), often after a power surge or water getting into the casing.",
    ],
    whatWeDo: [
      "Show our Gas Safe ID card and ask what happened, including the code and whether a reset was tried.",
      "Read the fault history where stored, then check gas working pressure, electrical supply and system pressure.",
      "Test the suspected part rather than guessing: electrode and flame signal, fan speed, sensor resistance, pump and valve operation, and the condensate route.",
      "Explain what has failed, what the repair involves and our fixed price before any work begins.",
      "Carry out the repair with the correct part, most often from stock on the van, or order it and arrange a return visit if it is not commonly held.",
      "Run the boiler through heating and hot water, check combustion with a flue gas analyser and confirm it is safe before we leave.",
      "Tell you plainly if the boiler is near the end of its life or has a safety problem.",
    ],
    timeTaken:
      "Most breakdowns are found and fixed in one visit of 1 to 2 hours; if a less common part has to be ordered, the boiler is usually working again within a day or two.",
    safetyNote:
      "If you smell gas, do not reset the boiler or use switches. Open windows, turn off the gas at the meter and call the National Gas Emergency Service on 0800 111 999. If your carbon monoxide alarm sounds, switch the boiler off, get everyone into fresh air and call the same number. If we find a dangerous fault, the Gas Industry Unsafe Situations Procedure means we explain the risk and, with your permission, make the appliance safe by turning it off.",
    faqs: [
      {
        question: "Why does my boiler break down when it gets really cold?",
        answer: [
          "Three reasons account for most winter breakdowns. The condensate pipe freezes where it runs outside. The boiler works harder and longer, which finds out weak parts like a worn electrode or a tired pump. And pressure drops as the system cools overnight, which shows up a small leak or a flat expansion vessel.",
        ],
      },
      {
        question: "What if the part is not on the van?",
        answer: [
          "We carry the parts that fail most often on boilers common in Teesside. Anything less common we order from local merchants and come back to fit, usually within a day or two. Where it is safe, we leave the boiler running in a limited way, such as hot water only, until then.",
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
      "Several generations of Greenstar work side by side in Teesside homes. The CDi Classic is the older, larger model, made as combi, system and regular boilers. The compact Greenstar i and Si combis followed and were fitted in huge numbers in terraces and flats. The Greenstar 4000 is the current mainstream model and the 8000 Life the premium range with higher outputs. Parts and fault codes differ between them, so the model matters.",
      "Greenstar faults come from a familiar set of parts. On combis the diverter valve wears, so radiators warm up when a tap runs or the hot water stays lukewarm. The fan can get noisy or run at the wrong speed. NTC thermistors and the hot water flow sensor can fail and confuse the control board. And the condensate siphon can block with debris, backing condensate up into the boiler and causing gurgling and ignition lockouts.",
      "Greenstars with a display show a two-part code, letters then a number. EA 227 means the boiler tried to light and detected no flame; on Greenstar i, 4000 and 8000 models CE 207 means the system pressure is too low. Read the whole code out when you call, because the same letters can precede different numbers.",
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
    ],
    whatWeDo: [
      "Identify the exact model and output from the badge and data label.",
      "Record the full code and when it appears: on heating, hot water, after frost or at random.",
      "Check gas working pressure, electrical supply, system pressure and the condensate route.",
      "Test the likely part: flame signal and electrode gap, fan speed, sensor resistance, diverter operation and expansion vessel charge.",
      "Repair with genuine Worcester Bosch parts, most of which we carry for the common Greenstar models.",
      "Clean and refill the condensate siphon while the boiler is open, as it is a common cause of repeat lockouts.",
      "Run heating and hot water, check combustion with a flue gas analyser and explain what we found.",
    ],
    timeTaken:
      "Most Greenstar repairs take 1 to 2 hours in a single visit, because the boilers are serviced from the front; a board or heat exchanger for an older CDi Classic may need ordering and a second visit.",
    safetyNote:
      "Before calling, check the gauge, that your gas hob works and that the outside condensate pipe is not frozen. Thaw a frozen pipe with warm, not boiling, water and reset the boiler once. Do not remove the front casing: behind it are gas and electrical parts that only a Gas Safe registered engineer should work on.",
    faqs: [
      {
        question: "How do I tell which Greenstar I have?",
        answer: [
          "The model name is usually on the front, such as Greenstar 30i or Greenstar 4000, and the output in kW and gas council number are on the data label. The Benchmark checklist in your manual also records the model and installation date.",
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
          "On a combi, that points to the diverter valve. A worn cartridge lets some heat pass into the radiators instead of all of it going to your tap, and often leaves the hot water lukewarm. It is one of the most common Greenstar repairs and usually fixed in one visit.",
        ],
      },
    ],
    relatedServices: ["combi-boiler-repair", "boiler-servicing", "boiler-repair", "boiler-pressure-problems"],
    relatedBrands: ["worcester-bosch"],
  },
  {
    slug: "vaillant-specialists",
    whatItIs: [
      "The ecoTEC family covers most Vaillant boilers on Teesside. The ecoTEC pro is a compact combi common in flats and smaller terraces; the ecoTEC plus comes as a combi, system or regular boiler for larger homes; the ecoTEC exclusive tops the range, and the ecoFIT pure is a compact model often fitted as a replacement.",
      "Vaillant uses three kinds of code. F codes are faults that stop the boiler. S codes are status codes reporting what the boiler is doing, such as lighting the burner. In the engineer menu, d. values show live readings such as flow and return temperatures, fan speed and water pressure, alongside a memory of recent faults, which lets us pin down the failed part instead of guessing.",
      "F.22 is low water pressure. F.28 means the boiler could not light at start-up, and F.29 that it lit, lost the flame and could not relight. F.75 means the boiler did not see the pressure rise it expects when the pump starts, usually a faulty pressure sensor, a pump problem or air in the boiler.",
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
    ],
    whatWeDo: [
      "Read the fault memory to see whether the code is a one-off or a pattern.",
      "Check the gas working pressure, system pressure, electrical supply and condensate route.",
      "Use the diagnostic (d.) values to watch flow and return temperatures, fan speed and pressure while the boiler runs.",
      "Test the suspect part, such as the pressure sensor output, pump speed and flow, diverter position or flame signal.",
      "Replace the failed part with a genuine Vaillant part; pumps, pressure sensors, diverter kits and electrodes are usually in stock.",
      "Bleed air from the boiler and system, set the pressure and check the expansion vessel charge.",
      "Run a full heating and hot water cycle and check combustion.",
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
          "Yes. Vaillant's guarantees normally require registration after installation and an annual service by a Gas Safe registered engineer. We read the fault memory, check combustion, inspect the electrode and seals, clean the condensate trap, check the expansion vessel and fill in the Benchmark service record.",
        ],
      },
    ],
    relatedServices: ["boiler-repair", "boiler-servicing", "low-pressure-repairs", "combi-boiler-repair"],
    relatedBrands: ["vaillant", "glow-worm"],
  },
  {
    slug: "ideal-specialists",
    whatItIs: [
      "The Logic, Logic+ and Logic Max are Ideal's workhorses, fitted as combi, system and heat-only boilers. The Vogue and Vogue Max are the higher-specification range, the Instinct is a compact combi, and the Independent is a plain, robust model common in rented and housing association homes. Older Isar and Icos boilers still run in some houses, and we work on those where parts allow.",
      "An L code is a lockout: the boiler has stopped itself and will not restart until reset. An F code is a fault that usually needs looking at. The ones we see most are L2, an ignition lockout; F1, low water pressure; F2, flame loss while running; and F3, a fan fault. Each has a short list of likely causes, so we can arrive with the right parts.",
      "Frost is the big seasonal problem. Many Ideal boilers here have a thin plastic condensate pipe running down an outside wall to a gully. In a hard frost it freezes, condensate backs up inside the boiler, and it gurgles and shows L2. Nothing is broken, but it will happen every cold snap until the pipe is dealt with.",
    ],
    signs: [
      "L2 on the display and no heating or hot water, especially on a frosty morning.",
      "A gurgling or bubbling noise from the boiler before it locks out.",
      "F1 and the pressure gauge reading under 1 bar.",
      "The boiler lights, runs briefly, then shows F2.",
      "F3, or a fan that whines, rattles or takes a long time to get going.",
      "Hot water that is lukewarm or heating that comes on when a tap is running.",
    ],
    causes: [
      "A frozen or blocked outside condensate pipe, the most common cause of L2 in winter.",
      "A worn ignition electrode, a failed ignition lead, low gas pressure or a gas valve fault behind repeated L2 lockouts.",
      "Pressure loss (F1) from a passing pressure relief valve, a flat expansion vessel or a leak on the system.",
      "Flame loss (F2) from a gas supply problem, a blocked condensate trap (often missed at services) or a flue issue.",
      "A fan with worn bearings or a wiring or board fault (F3).",
      "Diverter valve or plate heat exchanger wear on Logic and Vogue combis.",
    ],
    whatWeDo: [
      "Note the code and when it started; L2 after a frosty night sends us to the condensate pipe first.",
      "Check the gas supply and working pressure, system pressure and electrical supply.",
      "Inspect the condensate trap and pipe, clear any blockage and refill the trap.",
      "Test the ignition electrode, flame signal, fan operation and sensors against Ideal's figures.",
      "Fit genuine Ideal parts, most of which we carry for the Logic range.",
      "Where the outside condensate pipe keeps freezing, reroute it internally or upsize the outside run to 32mm pipe and insulate it, as current guidance recommends.",
      "Run heating and hot water and check combustion before we leave.",
    ],
    timeTaken:
      "Clearing a condensate blockage or replacing a fan, electrode or diverter valve on a Logic usually takes 1 to 2 hours; rerouting a condensate pipe can add an hour.",
    safetyNote:
      "For L2 in frosty weather, pour warm, not boiling, water along the outside condensate pipe, especially bends and the open end, then reset once. Boiling water can crack the pipe. For F1, top up with the filling loop as your manual shows and close it afterwards. If the code returns, switch the boiler off and call us.",
    faqs: [
      {
        question: "How do I stop my Ideal boiler freezing up every winter?",
        answer: [
          "The fix is to the pipe, not the boiler. We can run the condensate pipe to an internal drain such as a sink waste, or, where it has to go outside, replace the external section with wider 32mm pipe, shorten the run, and insulate it so it is much less likely to freeze.",
        ],
      },
      {
        question: "What is the difference between an L code and an F code on an Ideal?",
        answer: [
          "An L code is a lockout: the boiler has shut itself down and you can try one reset. An F code is a fault, such as low pressure (F1) or a fan fault (F3), and resetting alone will not clear the underlying problem.",
          "F1 is the one you can often sort yourself by topping up the pressure. Most others need an engineer.",
        ],
      },
      {
        question: "My Ideal shows F2 after it has been running. Is it the same as L2?",
        answer: [
          "Not quite. L2 means the boiler could not light at all. F2 means it lit and then lost the flame. Both can be caused by gas supply or condensate problems, but F2 also makes us check the gas pressure while the boiler is running flat out, and the flue.",
        ],
      },
      {
        question: "Do you repair older Ideal boilers such as the Isar and Icos?",
        answer: [
          "Yes, where parts are still available. Common parts such as fans, electrodes and pressure relief valves can usually still be found, and we check availability before quoting. If a key part like the heat exchanger or board is no longer made, we tell you and give a free estimate for a replacement instead.",
        ],
      },
    ],
    relatedServices: ["boiler-breakdown", "boiler-repair", "boiler-servicing", "low-pressure-repairs"],
    relatedBrands: ["ideal"],
  },
  {
    slug: "boiler-pressure-problems",
    whatItIs: [
      "A sealed system (a boiler with a pressure gauge and no tanks in the loft) runs under pressure so the boiler can sense it is full. Cold, the gauge should normally read 1 to 1.5 bar; your manual gives the exact figure. As water heats it expands and the reading rises, typically by up to about half a bar, so around 2 bar with the heating on is usually fine. What matters is the pattern: how far it moves, and where it settles when cold.",
      "Pressure that is too high usually means a filling loop left slightly open, or a filling loop valve letting mains water through when closed, so the pressure creeps up day by day. The other big cause is a flat expansion vessel: a tank with a rubber diaphragm and an air cushion that absorbs the water's expansion. When the air charge has gone, the pressure shoots up when the heating runs. At 3 bar the pressure relief valve (PRV) lifts and dumps water through a pipe outside.",
      "High and low are often the same fault. A flat vessel makes the pressure spike when hot, the PRV lets water out, and the next cold morning the gauge reads low; topping up restarts the cycle. Low pressure can also follow bleeding radiators or a leak. If yours is simply a steady loss, our low pressure repair page covers leak tracing.",
    ],
    signs: [
      "The gauge reads well above 1.5 bar when the boiler is cold and the heating is off.",
      "The needle climbs towards 3 bar, or into the red, when the heating is running.",
      "Water dripping or running from a copper pipe on the outside wall near the boiler.",
      "A big swing between cold and hot: low in the morning, very high in the evening.",
      "Pressure that creeps up slowly over days with nobody touching the filling loop.",
      "Pressure that drops and needs topping up, or a low pressure code on the display.",
    ],
    causes: [
      "A filling loop left open after topping up, or a filling loop valve that is letting by.",
      "An expansion vessel that has lost its air charge or has a split diaphragm.",
      "On a combi, an internal leak in the plate heat exchanger letting mains water into the heating circuit, so pressure rises when hot water is used.",
      "A pressure relief valve that lifted at 3 bar and now does not reseal, so it keeps dripping.",
      "A leak on a radiator valve, joint or the boiler itself, lowering the pressure over time.",
      "A faulty gauge or pressure sensor giving a reading that does not match reality.",
    ],
    whatWeDo: [
      "Read the pressure cold, then run the heating and watch how far it rises.",
      "Check the filling loop is closed and test whether its valves let water through.",
      "With the boiler's water side depressurised, check the expansion vessel's air charge at its valve and recharge it to the figure in the manual, typically 0.75 to 1 bar.",
      "Replace a vessel that will not hold a charge, or add an external vessel where the boiler's own is hard to reach.",
      "Replace a pressure relief valve that no longer seals, and check its discharge pipe runs safely outside.",
      "On combis, test for a leaking plate heat exchanger if pressure rises when hot water is drawn.",
      "Set the correct cold pressure and confirm it stays in range when hot.",
    ],
    timeTaken:
      "Recharging an expansion vessel or changing a filling loop takes about an hour; replacing an expansion vessel or pressure relief valve inside the boiler usually takes 2 to 3 hours.",
    safetyNote:
      "If your gauge reads high, check the filling loop taps are fully closed. Do not release water from the relief valve yourself, or bleed radiators to lower pressure as a habit, because that hides a fault. If it is low, top up with the filling loop as your manual shows, with the system cold, and close it fully afterwards.",
    faqs: [
      {
        question: "What should my boiler pressure be?",
        answer: [
          "Most sealed systems should read 1 to 1.5 bar cold, with the exact figure in your boiler manual. When the heating is on it is normal for the reading to rise a little, up to about 2 bar.",
          "If it goes much higher than that when hot, or below 1 bar when cold, something needs attention.",
        ],
      },
      {
        question: "Is high boiler pressure dangerous?",
        answer: [
          "The boiler is protected: at 3 bar the relief valve opens and lets water out, so pressure cannot build without limit. But each time the valve lifts it may not reseal properly, and the lost water leads straight to low pressure problems.",
        ],
      },
      {
        question: "Why does my pressure go up when the heating is on and down when it is off?",
        answer: [
          "A small rise is normal because water expands when heated. A large swing, say from 1 bar cold to nearly 3 bar hot, is the classic sign that the expansion vessel has lost its air charge. Recharging it often fixes the problem; if its diaphragm has split, the vessel needs replacing.",
        ],
      },
      {
        question: "My pressure keeps creeping up even though I have not touched anything. Why?",
        answer: [
          "Water is getting in from the mains. The usual route is a filling loop valve that is letting by. On a combi, a failed plate heat exchanger can also let mains water into the heating side, and then the pressure rises each time you use hot water. Both are straightforward repairs once found.",
        ],
      },
    ],
    relatedServices: ["low-pressure-repairs", "leaking-boiler-repairs", "combi-boiler-repair", "boiler-repair"],
    relatedBrands: ["worcester-bosch", "vaillant", "ideal", "baxi"],
  },
];
