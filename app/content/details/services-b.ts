import type { ServiceDetail } from "../detail-types";

/**
 * Long-form content for the second group of service pages: pressure, leaks,
 * no hot water, no heating, power flushing and wider central heating repairs.
 * The intro from services.ts is shown above this text, so it is not repeated.
 */
export const serviceDetailsB: readonly ServiceDetail[] = [
  {
    slug: "low-pressure-repairs",
    whatItIs: [
      "In a sealed system the heating water is filled once from the mains and then circulates round the boiler and radiators in a closed loop. Nothing should leave it, so a gauge that keeps sliding below 1 bar means water is escaping. At around 0.5 bar most boilers lock out to protect the pump and heat exchanger, which is why low pressure so often shows up as no heating on a cold morning.",
      "The escape route is rarely obvious. A drip from a radiator valve spindle can evaporate off a warm pipe before it reaches the carpet. A weeping pressure relief valve discharges through a copper pipe outside, where nobody looks. A leak under a floor or inside the boiler case can lose a little every day without leaving a mark.",
      "Finding it matters. Every top-up brings in fresh mains water full of dissolved oxygen and dilutes the corrosion inhibitor. That oxygen attacks steel radiators from the inside, producing the black magnetite sludge that blocks heat exchangers and causes cold spots.",
    ],
    signs: [
      "The gauge reads below 1 bar with the boiler cold.",
      "You are topping up through the filling loop every few days or every week.",
      "The boiler shows a low-pressure fault and will not fire until repressurised.",
      "Pressure climbs close to 3 bar with the heating on, then drops well below 1 bar as it cools.",
      "The copper pipe outside near the boiler drips or has stained the wall below it.",
      "Green or white crusty deposits on radiator valves, joints or the fittings under the boiler.",
    ],
    causes: [
      "Small leaks on joints, radiator valves, valve spindles or towel rails that dry out before they are noticed.",
      "A pressure relief valve that no longer seals after lifting, often because debris is stuck on its seat.",
      "A flat or failed expansion vessel, so expanding water has nowhere to go and the relief valve lifts on every heat-up.",
      "A leaking heat exchanger or internal seal, with water dripping inside the case or evaporating off hot parts.",
      "Pinhole corrosion in steel radiators or in copper pipe buried in a concrete floor.",
      "Bleeding radiators without topping up afterwards, which is normal and not a fault.",
    ],
    whatWeDo: [
      "Note the gauge reading cold and again at full temperature.",
      "Check the relief valve and its outside discharge pipe for signs of lifting or weeping.",
      "Release the boiler-side pressure and test the expansion vessel's air charge, recharging it to the manufacturer's figure or replacing it if it will not hold.",
      "Inspect the boiler's internal joints, pump and heat exchanger for drips, tide marks and corrosion.",
      "Check the visible pipework, radiator valves and towel rails, and where the loss is hidden, isolate sections of the system to narrow it down.",
      "Repair the leak or replace the valve or vessel, refill to the correct cold pressure and restore the inhibitor.",
      "Watch the pressure through a full heat-up and explain what we found and fixed.",
    ],
    timeTaken:
      "A failed relief valve or expansion vessel is usually found and fixed in 1 to 2 hours; a hidden leak under floors can take longer to trace, and we will tell you before it does.",
    safetyNote:
      "You can repressurise a sealed system yourself if your boiler manual shows how. With the boiler off and cool, open the filling loop valves slowly until the gauge reads 1 to 1.5 bar, close both valves fully, disconnect the hose if your loop is the removable type, then reset the boiler. Never leave the loop open. A small top-up once or twice a year, for example after bleeding radiators, is normal; more often than that means something is leaking.",
    faqs: [
      {
        question: "Can I just keep topping it up instead of fixing it?",
        answer: [
          "In the short term, yes, but it slowly damages the system. Each top-up adds oxygen-rich water and dilutes the inhibitor, speeding up corrosion and sludge. Leaks also tend to get worse, and one inside the boiler can reach electrical parts such as the PCB.",
        ],
      },
      {
        question: "Why does my pressure rise with the heating on and fall when it is off?",
        answer: [
          "Some rise is normal as water expands, but a swing from about 1 bar cold to nearly 3 bar hot points to an expansion vessel that has lost its air charge. The relief valve lifts at 3 bar to let water out, so when the system cools the pressure ends up lower than before. Recharging or replacing the vessel, and usually the relief valve, stops the cycle.",
        ],
      },
      {
        question: "I can't see any water. Where is it going?",
        answer: [
          "Check the copper discharge pipe outside first: a relief valve can drip onto a path or into a drain unnoticed. Otherwise the water may be leaving inside the boiler, under floorboards, behind kitchen units or off a warm pipe. We check the likely points in order and isolate sections of pipework to narrow it down.",
        ],
      },
    ],
    relatedServices: [
      "boiler-pressure-problems",
      "leaking-boiler-repairs",
      "radiator-repair",
      "power-flushing",
    ],
    relatedBrands: ["worcester-bosch", "vaillant", "ideal", "baxi"],
  },
  {
    slug: "leaking-boiler-repairs",
    whatItIs: [
      "A boiler keeps pressurised heating water, mains-pressure water on a combi, mildly acidic condensate and live electrics inside one case. Escaping water can short out the PCB, corrode the burner and fan, and stain the ceiling below. Make it safe first; then the source of the water decides the repair.",
      "Not every drip is a leak inside the boiler. Water from the copper pipe through the outside wall is the pressure relief valve releasing water because the system reached 3 bar. A puddle underneath may come from the condensate trap, a compression joint or a filling loop that is letting by. Water inside the case usually comes from pump seals, the heat exchanger, the plate heat exchanger seals on a combi or an automatic air vent.",
      "We open the case, dry everything and watch the suspect joints under pressure. Many leaks are a perished seal or O-ring, fixed with parts from the van. A corroded or split heat exchanger is a bigger job, and on an older boiler we will compare it honestly with replacement.",
    ],
    signs: [
      "Drips or a puddle under the boiler.",
      "Water dripping from the copper pipe that comes out through the outside wall.",
      "Rust marks, tide lines or white scale on the casing or the pipes underneath.",
      "The pressure gauge falling and needing regular top-ups.",
      "A damp patch on the ceiling below a boiler fitted upstairs or in a loft.",
      "The boiler tripping the electrics or showing a fault after water has got inside.",
    ],
    causes: [
      "A relief valve discharging because of overpressure, usually from a flat expansion vessel or a filling loop left open or letting by.",
      "Worn seals on the pump or the hydraulic block inside the boiler.",
      "A corroded or cracked main heat exchanger, common where the system has run for years without enough inhibitor.",
      "Leaking seals on a combi's plate heat exchanger or diverter valve.",
      "A cracked condensate trap, a loose trap seal or a blocked condensate pipe backing up inside the case.",
      "Loose or corroded joints and isolating valves on the pipes underneath.",
      "An automatic air vent spitting water because its valve has stuck open.",
    ],
    whatWeDo: [
      "Confirm the boiler is electrically isolated, protect the area below and check for water on or near the PCB and wiring.",
      "Check the pressure, the outside discharge pipe and the filling loop valves.",
      "Remove the case and dry everything so we can see exactly where fresh water appears under pressure.",
      "Test the expansion vessel if the relief valve has been lifting, because a new valve alone will not stop it happening again.",
      "Replace the failed seal, pump, relief valve, condensate trap or joint, or quote for a heat exchanger or new boiler where that is the honest answer.",
      "Refill to 1 to 1.5 bar cold, bleed out air, restore inhibitor and check any electrical parts the water reached.",
      "Run heating and hot water with the case off to prove the repair is dry, then refit the case and carry out combustion and safety checks.",
    ],
    timeTaken:
      "Most seal, valve and condensate trap leaks are fixed within 1 to 2 hours; a heat exchanger can take half a day and may need a part ordering.",
    safetyNote:
      "Switch the boiler off at its controls and then at the fused spur or plug, but do not touch the switch or boiler if water is running over them. Put down a towel or tray, and if water is coming through a ceiling, turn the mains off at the stopcock. Do not remove the boiler case yourself. If you also smell gas, leave the property and call the National Gas Emergency Service on 0800 111 999.",
    faqs: [
      {
        question: "Is water dripping from the pipe outside my house a problem?",
        answer: [
          "That copper pipe is the relief valve discharge and should be dry. If it drips, the system has reached around 3 bar or the valve no longer seals. The usual causes are a flat expansion vessel or a filling loop left open, and both need fixing or it will keep happening.",
        ],
      },
      {
        question: "Can a leaking heat exchanger be repaired?",
        answer: [
          "Not reliably. A heat exchanger that has corroded through or split is replaced, not patched, and on some boilers it is among the most expensive parts. If your boiler is older or has other faults, we will explain whether a new heat exchanger or a new boiler makes more sense before any work starts.",
        ],
      },
      {
        question: "Could it just be condensation?",
        answer: [
          "Sometimes. A cold mains pipe under a combi can sweat on a humid day, and a condensing boiler's flue gives off a plume outside in cold weather. Both are normal. Water that keeps appearing inside the case, runs from the discharge pipe or comes with a falling gauge is a genuine leak.",
        ],
      },
    ],
    relatedServices: [
      "low-pressure-repairs",
      "emergency-boiler-repair",
      "boiler-repair",
      "boiler-installation",
    ],
    relatedBrands: ["baxi", "ideal", "vokera", "potterton"],
  },
  {
    slug: "no-hot-water-repairs",
    whatItIs: [
      "The fault depends on how your home makes hot water. A combi has no tank: when you open a hot tap, a flow sensor tells the boiler water is moving, the diverter valve swings the heat away from the radiators, and a plate heat exchanger passes it into the mains water on its way to the tap. If any of those three parts fails, the heating can carry on while the taps run cold, lukewarm or hot-then-cold.",
      "A system or regular boiler heats a cylinder instead, usually in an airing cupboard. Here the boiler is often fine and the fault is in the controls around it: the programmer's hot water channel, the cylinder thermostat on the side of the tank, or the motorised zone valve that lets boiler water through the cylinder coil. Many older Teesside homes have a vented cylinder fed from a loft tank; newer ones may have an unvented, mains-pressure cylinder.",
      "When you call, tell us whether you have a combi or a cylinder and whether the heating still works, so we can bring the right part first time.",
    ],
    signs: [
      "Radiators heat up but the hot taps run cold.",
      "Hot water is lukewarm, or surges hot and cold while the tap runs.",
      "On a combi, the radiators warm up when you run a hot tap.",
      "On a combi, the boiler does not fire at all when a hot tap is opened.",
      "On a cylinder system, the cylinder stays cold with the hot water channel on.",
    ],
    causes: [
      "A combi diverter valve with a failed motor or sticking cartridge, leaving the boiler stuck on heating.",
      "A blocked or failed combi flow sensor, so the boiler never knows a tap is open.",
      "A scaled or blocked plate heat exchanger, giving weak or fluctuating hot water.",
      "A faulty hot water NTC thermistor giving the boiler a false temperature reading.",
      "A cylinder zone valve whose actuator motor or microswitch has failed, so the cylinder coil never gets hot water.",
      "A failed or wrongly set cylinder thermostat, or a programmer whose hot water channel is off or has lost its settings.",
      "Low mains flow reaching a combi, for example from a partly closed stopcock.",
    ],
    whatWeDo: [
      "Establish the system type and check the basics: programmer times, combi preheat settings, cylinder thermostat and incoming mains flow.",
      "On a combi, open a hot tap and watch whether the flow sensor registers, the boiler fires and where the heat goes.",
      "Test the diverter valve, flow sensor and hot water thermistor, and check the plate heat exchanger for scale.",
      "On a cylinder system, follow the call for heat from the programmer through the cylinder thermostat and wiring centre to the zone valve and boiler.",
      "Replace the failed part from van stock, or order it and tell you when we will be back.",
      "Run several hot taps and check the heating still switches over correctly.",
    ],
    timeTaken:
      "Most diverter valve, flow sensor, zone valve and thermostat repairs take 1 to 2 hours; a plate heat exchanger usually takes a little longer.",
    safetyNote:
      "Check the programmer has hot water switched on, the clock is right after any power cut and the stopcock is fully open. On a combi, try a hot tap at full flow, as a trickle may be too little to fire the boiler. If your cylinder has an immersion heater, switching it on is a sensible stop-gap until the repair, though it costs more to run than gas. Keep stored hot water at 60°C to control legionella.",
    faqs: [
      {
        question: "Why do I have heating but no hot water on my combi?",
        answer: [
          "Usually the diverter valve is stuck in the heating position, so the boiler keeps sending its heat to the radiators when you open a tap. The next most likely cause is a flow sensor that does not detect the tap opening. Both are common repairs and usually fixed in a single visit.",
        ],
      },
      {
        question: "My hot water goes hot then cold. What is wrong?",
        answer: [
          "On a combi this usually points to a scaled plate heat exchanger, an erratic flow sensor or a low or fluctuating mains flow. A sticking diverter valve can do it too. We test each part rather than guess, because the fix differs.",
        ],
      },
      {
        question: "Can I use the immersion heater while I wait?",
        answer: [
          "Yes. If your cylinder has a working immersion heater, it is the usual stop-gap when the boiler side has failed. Switch it off once the repair is done, as electric water heating costs more than gas. If the immersion will not heat the water either, its element or thermostat may also have failed.",
        ],
      },
      {
        question: "Do you repair unvented cylinders?",
        answer: [
          "We repair the boiler side, including the zone valves, thermostats and controls serving an unvented cylinder. Work on the cylinder's own safety devices needs an engineer with the G3 unvented qualification, so mention it when you book and we will advise you honestly.",
        ],
      },
    ],
    relatedServices: [
      "combi-boiler-repair",
      "no-heating-repairs",
      "central-heating-repair",
      "boiler-repair",
    ],
    relatedBrands: ["worcester-bosch", "vaillant", "baxi", "glow-worm"],
  },
  {
    slug: "no-heating-repairs",
    whatItIs: [
      "For the radiators to get hot, several things happen in order: the programmer and room thermostat call for heat, a motorised valve opens on systems that have one, the boiler fires, and the pump pushes hot water round. The first question is whether you still have hot water. If you do, the boiler can light and the fault is usually in the controls, valves or pump. If you have neither, the boiler, its gas supply or its pressure is more likely.",
      "Cold weather brings its own faults. A condensing boiler drains condensate through a plastic pipe; where that runs outside it can freeze in a cold snap, the water backs up and the boiler locks out, often with a gurgling noise. Systems idle all summer can come back in autumn with a seized pump or sticking valve, and any boiler stops if its pressure falls below its minimum.",
      "We work through the chain methodically: what is calling for heat, what responds and where it stops. That keeps the repair to the part that has failed, and we carry common pumps, valve heads and controls.",
    ],
    signs: [
      "Radiators stay cold but the hot taps still run hot.",
      "No heating or hot water, often with a fault code on the display.",
      "The pipe leaving the boiler gets hot but the radiators do not.",
      "A humming or grinding pump, or no sound of water moving at all.",
      "The boiler gurgles and locks out in freezing weather.",
      "The pressure gauge reads below 1 bar.",
    ],
    causes: [
      "A seized or failed pump, so hot water never leaves the boiler.",
      "A heating motorised valve with a failed actuator head or stuck spindle.",
      "A room thermostat with flat batteries, a lost wireless link or a setting below room temperature.",
      "A programmer with the heating channel off or cleared after a power cut.",
      "Air locks at high points or in upstairs radiators, stopping circulation.",
      "A frozen or blocked condensate pipe locking the boiler out.",
      "Low system pressure from a leak, a weeping relief valve or recent bleeding.",
      "A boiler fault such as ignition failure, a faulty fan, gas valve or PCB, or no gas supply.",
    ],
    whatWeDo: [
      "Ask about hot water, any fault code and when it started, then check the pressure, gas supply and boiler status.",
      "Check the programmer and thermostat are calling for heat and that the call reaches the boiler through the wiring centre.",
      "Confirm the heating motorised valve opens fully and its microswitch starts the boiler and pump.",
      "Check the pump is circulating, freeing or replacing it if it has seized.",
      "Bleed air from the system and check the condensate pipe and trap are clear.",
      "Diagnose and repair any boiler fault, from ignition to the PCB.",
      "Run the heating until every radiator is warm and check the controls switch it on and off.",
    ],
    timeTaken:
      "Most pump, valve and control faults are traced and fixed in 1 to 2 hours, though a part not carried on the van means a return visit.",
    safetyNote:
      "Set the thermostat a few degrees above room temperature, check the programmer and thermostat batteries, and check the gauge reads 1 to 1.5 bar cold, topping up as your manual shows if low. Check other gas appliances work and any prepayment meter has credit. In freezing weather, thaw an outside condensate pipe with warm, not boiling, water and reset the boiler once. If it locks out again, call us. If you smell gas, call 0800 111 999.",
    faqs: [
      {
        question: "Why is my hot water working but not my heating?",
        answer: [
          "Because the boiler can light, the fault is usually between the controls and the radiators: a heating valve that will not open, a stopped pump, or a thermostat or programmer not calling for heat. On a combi, a diverter valve stuck on hot water can also do it.",
        ],
      },
      {
        question: "My boiler keeps stopping in freezing weather. Why?",
        answer: [
          "Usually a frozen condensate pipe. The outside section ices up, condensate backs up and the boiler locks out. Warm water along the pipe and one reset normally gets it going. To stop it recurring, the outside run can be insulated, shortened or changed to a larger bore, which we can do.",
        ],
      },
      {
        question: "Can a pump be fixed or does it need replacing?",
        answer: [
          "A pump that has stuck after a quiet summer can sometimes be freed and then runs normally. One with a failed motor, worn bearings or a leak needs replacing. We test it and tell you which applies.",
        ],
      },
      {
        question: "Only some radiators are cold. Is that a no heating fault?",
        answer: [
          "Not usually. Cold at the top means a radiator needs bleeding; cold at the bottom usually means sludge; far rooms staying cooler may mean the system needs balancing. Our radiator repair, power flushing and central heating pages cover those.",
        ],
      },
    ],
    relatedServices: [
      "boiler-breakdown",
      "emergency-boiler-repair",
      "central-heating-repair",
      "no-hot-water-repairs",
    ],
    relatedBrands: ["ideal", "worcester-bosch", "vaillant", "potterton"],
  },
  {
    slug: "power-flushing",
    whatItIs: [
      "Steel radiators and iron parts corrode from the inside whenever the heating water holds oxygen and too little inhibitor. The result is magnetite, a black magnetic sludge that settles in the bottom of radiators, collects in the boiler's narrow heat exchanger passages and wears out pumps and valves. Sludge is one of the commonest reasons an otherwise sound boiler starts to lock out, make noise or heat the house slowly.",
      "A power flush cleans the whole system in one visit. We connect a high-flow pump unit to the circuit, usually in place of the circulating pump, add a cleaning chemical and drive it through each radiator in turn, reversing the flow at intervals to break up deposits. The loosened sludge is dumped to waste and replaced with clean water until the system runs clear, then a correct dose of inhibitor goes in.",
      "We work to BS 7593, the code of practice for water treatment in domestic heating systems, which covers cleaning, flushing, inhibitor and filters. In England, the Building Regulations guidance for fitting a new boiler (Approved Document L and the Domestic Building Services Compliance Guide) says the system should be cleaned and flushed in line with BS 7593 and protected with water treatment such as inhibitor and a filter. A flush is not always right, though: on very old or weak pipework it can expose leaks the sludge was plugging, so we assess the system first.",
    ],
    signs: [
      "Radiators warm at the top but cold across the bottom, even after bleeding.",
      "Black or dark brown water when you bleed a radiator.",
      "A boiler that bangs, rumbles or sounds like a kettle (kettling) while heating.",
      "The house takes much longer to warm up than it used to.",
      "Radiators that need bleeding again and again, or pumps and valves that keep failing.",
    ],
    causes: [
      "Corrosion of steel radiators and iron parts, producing magnetite sludge that settles where flow is slowest.",
      "Oxygen entering through repeated topping up, small leaks or, on open-vented systems, pumping over into the loft tank.",
      "Inhibitor that was never added, has been diluted by top-ups or has worn out.",
      "Limescale on hot surfaces such as the heat exchanger, causing kettling.",
      "A new boiler fitted to an old system that was never cleaned.",
    ],
    whatWeDo: [
      "Survey the system: check radiator temperatures, draw a water sample and look at the age and condition of pipes, valves and radiators.",
      "Connect the power flushing pump unit, open every radiator fully and add the cleaning chemical.",
      "Flush radiator by radiator with the others closed off so each gets the full flow, reversing the flow and agitating each radiator to loosen settled sludge.",
      "Dump to waste and flush with clean mains water until it runs clear and its dissolved-solids reading is close to the incoming mains, as BS 7593 describes.",
      "Refill, dose inhibitor to suit the system volume and bleed every radiator.",
      "Fit a magnetic filter on the boiler return if there is not one already, so remaining debris is caught.",
      "Bring the system up to temperature, check for leaks and balance the radiators.",
    ],
    timeTaken:
      "A power flush on a typical three-bedroom house with 8 to 12 radiators takes most of a working day, and larger or very dirty systems can take longer.",
    safetyNote:
      "A power flush is not right for every system. Thin, corroded pipework, original radiators with pinholes or pipes buried in concrete floors may start leaking once the sludge sealing weak spots is cleared, and narrow microbore pipe limits what a flush can achieve. There we may suggest a gentler chemical clean run over several weeks, flushing individual radiators, replacing the worst radiators, or renewing parts of the system alongside a new boiler.",
    faqs: [
      {
        question: "How do I know if my system needs a power flush?",
        answer: [
          "The clearest signs are radiators cold at the bottom, black water when bleeding, a noisy boiler and slow heat-up. A single cold radiator may only need bleeding or a valve repair, so we check before recommending a flush.",
        ],
      },
      {
        question: "Will a power flush damage my radiators or pipes?",
        answer: [
          "On a system in reasonable condition, no. On very old or weak pipework it can reveal leaks the sludge was holding back, which is why we check the system first and tell you if we think the risk is high.",
        ],
      },
      {
        question: "Do I need a power flush with a new boiler?",
        answer: [
          "In England, the Building Regulations guidance for a new boiler (the Domestic Building Services Compliance Guide) says the system should be cleaned and flushed in line with BS 7593 and protected with water treatment such as inhibitor and a filter. A power flush is often the right way to do that on a dirty older system; one in good condition may only need a chemical clean and flush.",
        ],
      },
      {
        question: "How do I keep the system clean afterwards?",
        answer: [
          "Keep the inhibitor at the right strength, get leaks fixed rather than topping up, and have the magnetic filter cleaned at each annual service. BS 7593 recommends checking inhibitor levels every year, which we can do during the service.",
        ],
      },
    ],
    relatedServices: [
      "radiator-repair",
      "boiler-servicing",
      "boiler-installation",
      "central-heating-repair",
    ],
    relatedBrands: [],
  },
  {
    slug: "central-heating-repair",
    whatItIs: [
      "When the boiler lights and runs but the house is still not warm, the fault is in the rest of the system: the pump, the motorised valves that split heating from hot water or one floor from another, the wiring centre where the controls are joined, the programmer and thermostats, the radiator valves and the pipework. These parts are often mistaken for boiler faults.",
      "Many Middlesbrough homes still have an open-vented system. Instead of a pressure gauge, a small feed and expansion tank in the loft tops up the heating water and gives it room to expand, with an open vent pipe running up to it. If the pump, vent and cold feed are badly arranged or partly blocked, hot water is pushed up the vent into the tank: pumping over. It draws oxygen into the system, corrodes radiators and can leave the tank steaming. A sticking ball valve in the same tank can overflow or let the system run short of water.",
      "We also balance systems. Radiators nearest the boiler take most of the flow, leaving far rooms cool. Setting the lockshield valve on each radiator shares the flow so every room heats evenly and water returns to the boiler cool enough for a condensing boiler to run efficiently.",
    ],
    signs: [
      "The boiler runs but some or all radiators stay cold.",
      "Heating and hot water only work together, or one zone will not switch off.",
      "Far rooms stay lukewarm while others are too hot.",
      "Steam, warm water or a dripping overflow from the loft tank.",
      "Gurgling, banging or rushing water in the pipes.",
      "Thermostatic radiator valves stuck open or shut, or radiator valves weeping.",
    ],
    causes: [
      "A worn or seized pump, or one set too fast for the system.",
      "A motorised valve with a failed actuator, broken spring or sticking spindle.",
      "Loose, burnt or wrongly connected terminals in the wiring centre.",
      "Failed programmers, room or cylinder thermostats, or wireless receivers.",
      "Pumping over from a blocked cold feed, a badly placed pump or excessive pump speed.",
      "A sticking ball valve in the feed and expansion tank, or a tank frozen in a cold loft.",
      "An unbalanced system, trapped air or stuck thermostatic valve pins.",
    ],
    whatWeDo: [
      "Confirm the boiler fires and responds, so we know the fault lies in the wider system.",
      "Identify the layout, open-vented or sealed, Y-plan or S-plan, and check the wiring centre.",
      "Test each control, motorised valve and the pump in turn to find where the call for heat or circulation stops.",
      "On open-vented systems, inspect the feed and expansion tank, ball valve, open vent and cold feed for blockages and pumping over.",
      "Repair or replace the failed pump, valve, control or radiator valve and correct any wiring faults.",
      "Bleed the system and, on sealed systems, restore the pressure and inhibitor.",
      "Balance the radiators and check each room heats as it should.",
    ],
    timeTaken:
      "A single failed pump, valve or control is usually fixed in 1 to 2 hours, while curing pumping over or balancing a whole house can take half a day.",
    safetyNote:
      "You can check the programmer and thermostat settings, replace thermostat batteries and bleed radiators that are cold at the top. Leave the wiring centre, motorised valves and loft tank pipework to us: the wiring centre carries mains voltage, and altering open-vented pipework can cause pumping over that is hard to trace.",
    faqs: [
      {
        question: "What is pumping over and why does it matter?",
        answer: [
          "It is when the pump pushes water up the open vent into the loft tank. It keeps drawing oxygen into the heating water, speeding up corrosion and sludge; you may see a warm or steaming tank or rust-coloured water in it. The fix is usually clearing a blocked cold feed, adjusting the pump or correcting the pipework.",
        ],
      },
      {
        question: "Why are some rooms warm and others cold?",
        answer: [
          "Usually the system is out of balance, so radiators near the boiler take most of the flow. Sludge, air or a stuck thermostatic valve can also be to blame. We check each radiator's temperature while adjusting its lockshield valve.",
        ],
      },
      {
        question: "Can you upgrade my controls while repairing them?",
        answer: [
          "Yes. If a programmer or thermostat has failed, we can fit a like-for-like replacement or a modern programmable or smart thermostat, as long as it suits your boiler and wiring. We explain the options first.",
        ],
      },
      {
        question: "Should I convert my open-vented system to a sealed one?",
        answer: [
          "It often makes sense when you replace the boiler, as it removes the loft tank and the risk of freezing or pumping over. The old pipework and radiators must cope with the higher pressure, so we check their condition first.",
        ],
      },
    ],
    relatedServices: [
      "radiator-repair",
      "no-heating-repairs",
      "power-flushing",
      "boiler-installation",
    ],
    relatedBrands: [],
  },
];
