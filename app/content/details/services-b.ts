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
      "Most modern boilers run on a sealed system: the heating water is filled once from the mains and then circulates round the boiler, pipes and radiators in a closed loop. Nothing should leave that loop, so if the gauge on the front of the boiler keeps sliding below 1 bar, water is getting out somewhere. Once it falls to around 0.5 bar most boilers lock out to protect the pump and heat exchanger, which is why low pressure so often turns up as no heating on a cold morning.",
      "The escape route is not always obvious. A slow drip from a radiator valve gland can evaporate off a warm pipe before it ever reaches the carpet. A pressure relief valve that is weeping discharges through a copper pipe outside the house, where nobody looks. A leak under a floor or inside the boiler casing can lose a little every day without a single visible mark. Our job is to find that route rather than just top the system up and leave.",
      "Finding it matters for more than convenience. Every time you add water through the filling loop you bring in fresh mains water full of dissolved oxygen, and you dilute the corrosion inhibitor that should be protecting the system. That oxygen attacks steel radiators from the inside, producing the black magnetite sludge that blocks heat exchangers and causes cold spots. A system that has been topped up every week for a year is usually a dirtier, more corroded system than it needs to be.",
    ],
    signs: [
      "The pressure gauge reads below 1 bar with the boiler cold, or the needle sits in the red zone.",
      "You have to top up through the filling loop every few days or every week.",
      "The boiler shows a low-pressure fault code and will not fire until you repressurise it.",
      "Pressure climbs close to 3 bar when the heating is on, then drops well below 1 bar once it cools.",
      "The copper pipe outside the house near the boiler drips, or leaves a stain on the wall below it.",
      "Green or white crusty deposits on radiator valves, pipe joints or the fittings under the boiler.",
    ],
    causes: [
      "Small leaks on pipework joints, radiator valves, valve spindles or towel rails, often drying out before they are noticed.",
      "A weeping pressure relief valve that no longer seals properly after lifting, sometimes because debris is stuck on its seat.",
      "A failed or flat expansion vessel, so the water has nowhere to expand into and the relief valve lifts every time the system heats up.",
      "A leaking heat exchanger or internal seal inside the boiler, where the water drips inside the case or evaporates off hot parts.",
      "Pinhole corrosion in steel radiators or in copper pipe buried in a concrete floor.",
      "Pressure lost after bleeding radiators without topping up again afterwards, which is normal and not a fault.",
    ],
    whatWeDo: [
      "Ask how quickly the pressure falls and record the gauge reading with the system cold and again once it is up to temperature.",
      "Check the pressure relief valve discharge pipe outside and the relief valve itself for signs of lifting or weeping.",
      "Release the system pressure on the boiler side and test the expansion vessel's air charge at its valve, recharging it to the manufacturer's figure or replacing the vessel if it will not hold.",
      "Inspect the boiler's internal joints, pump, heat exchanger and condensate area for drips, tide marks and corrosion.",
      "Work round the visible pipework, radiator valves and towel rails, and where the loss is hidden, isolate parts of the system to narrow down which section is losing water.",
      "Repair the leak, replace the relief valve or vessel as needed, refill to the correct cold pressure and add inhibitor to replace what was lost.",
      "Run the heating and hot water, watch the pressure through a full heat-up and explain what we found and what we fixed.",
    ],
    timeTaken:
      "A failed relief valve or expansion vessel is usually found and fixed in 1 to 2 hours, while a hidden leak under floors can take longer to trace and we will tell you before it does.",
    safetyNote:
      "You can safely repressurise a sealed system yourself if your boiler manual shows how. With the boiler off and cool, open the filling loop valves slowly, watch the gauge rise to between 1 and 1.5 bar, close both valves fully and disconnect the hose if your loop is the removable type, then reset the boiler. Never top up while the system is hot, and never leave the filling loop open. If you are doing this more than once or twice a year, something is leaking and it is worth having it found.",
    faqs: [
      {
        question: "How often is it normal to top up boiler pressure?",
        answer: [
          "A healthy sealed system should hold its pressure for months. A small drop after bleeding radiators is expected, and you may need to add a little once or twice a year. If you are topping up every week or every month, the system is losing water and should be looked at.",
        ],
      },
      {
        question: "Can I just keep topping it up instead of fixing it?",
        answer: [
          "You can in the short term, but it slowly damages the system. Each top-up brings in fresh, oxygen-rich mains water and dilutes the inhibitor, which speeds up internal corrosion and sludge. The leak also tends to get worse, and if it is inside the boiler, water can reach electrical parts such as the PCB.",
        ],
      },
      {
        question: "Why does my pressure go up when the heating is on and down when it is off?",
        answer: [
          "Some rise is normal because water expands when hot, but a swing from around 1 bar cold to nearly 3 bar hot points to an expansion vessel that has lost its air charge. The relief valve then lifts at 3 bar to let water out, and when the system cools the pressure falls lower than before. Recharging or replacing the vessel, and usually the relief valve too, stops the cycle.",
        ],
      },
      {
        question: "I can't see any water anywhere. Where is it going?",
        answer: [
          "Check the copper discharge pipe outside first: a relief valve can drip into a drain or onto a path without being noticed. Otherwise the leak may be inside the boiler, under floorboards, behind kitchen units or evaporating off a warm pipe. We check the likely points in order and isolate sections of pipework to narrow it down.",
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
      "A boiler holds heating water under pressure, mains-pressure water on a combi, mildly acidic condensate and live electrics all inside one metal case. When water escapes from any of them, it can short out the PCB, corrode the burner and fan, stain ceilings below and, left long enough, rot floors and cupboards. The first thing to do is make it safe; the second is to work out where the water is actually coming from, because that decides the repair.",
      "Not every drip is a leak inside the boiler. Water running from the copper pipe that pokes through the outside wall is the pressure relief valve doing its job, releasing water because the system pressure reached 3 bar. A puddle under the boiler may come from the condensate trap, a compression joint on the pipes underneath or a filling loop that is passing. Water inside the case may come from pump seals, the heat exchanger, the plate heat exchanger seals on a combi or an automatic air vent that is spitting.",
      "We trace the water back to its source with the case open, dry everything off and watch the suspect joints under pressure. Many leaks are a perished seal or O-ring and are fixed with parts from the van. A corroded or split main heat exchanger is a bigger job, and on an older boiler we will give you an honest comparison with replacement rather than fit an expensive part to a failing appliance.",
    ],
    signs: [
      "Drips or a puddle on the floor or worktop under the boiler.",
      "Water running or dripping from the copper pipe that comes out through the outside wall.",
      "Rust marks, tide lines or white scale on the casing, pipes or fittings under the boiler.",
      "The pressure gauge falling and needing regular top-ups.",
      "A damp patch or stain on the ceiling below a boiler fitted upstairs or in a loft.",
      "The boiler tripping the electrics or showing a fault after water has got inside the case.",
    ],
    causes: [
      "A pressure relief valve discharging because the system is overpressurised, usually from a flat expansion vessel or a filling loop that was left open or lets by.",
      "Worn or perished seals on the pump, pump head or hydraulic block inside the boiler.",
      "A corroded or cracked main heat exchanger, common where the system has run for years without enough inhibitor.",
      "Leaking seals on the plate heat exchanger or diverter valve of a combi boiler.",
      "A cracked condensate trap, a loose trap seal or a blocked condensate pipe backing up inside the case.",
      "Loose or corroded compression joints and isolating valves on the pipes underneath the boiler.",
      "An automatic air vent spitting water because its valve has stuck open.",
    ],
    whatWeDo: [
      "Confirm the boiler is electrically isolated, protect the area below it and check for any signs of water on or near the PCB and wiring.",
      "Check the gauge pressure, the relief valve discharge pipe outside and the filling loop valves.",
      "Remove the case and dry everything so we can see exactly where fresh water appears once the system is pressurised.",
      "Test the expansion vessel charge if the relief valve has been lifting, since replacing the valve alone will not stop it happening again.",
      "Replace the failed seal, pump, relief valve, condensate trap or joint, or quote for a heat exchanger or replacement boiler where that is the honest answer.",
      "Refill to between 1 and 1.5 bar cold, bleed out air, restore inhibitor and check any electrical parts the water reached before the boiler is run.",
      "Run the boiler through heating and hot water with the case off to prove the repair is dry, then refit the case and carry out the combustion and safety checks.",
    ],
    timeTaken:
      "Most seal, valve and condensate trap leaks are fixed within 1 to 2 hours, while a heat exchanger replacement can take half a day and may need a part ordering.",
    safetyNote:
      "If water is coming from the boiler, switch it off at the controls and then at the fused spur or plug so nothing electrical is live, and do not touch the boiler or switch if water is running over it. Put down a towel or tray, and if water is coming through a ceiling or pouring out, turn the mains water off at the stopcock. Do not remove the boiler case yourself. If you also smell gas, leave the property and call the National Gas Emergency Service on 0800 111 999.",
    faqs: [
      {
        question: "Is water dripping from the pipe outside my house a problem?",
        answer: [
          "That copper pipe is the pressure relief valve discharge. It should be dry. If it is dripping or has run, the system pressure has reached around 3 bar or the valve itself is no longer sealing. The usual causes are a flat expansion vessel or a filling loop left open, and both need fixing or it will keep happening.",
        ],
      },
      {
        question: "Is a leaking boiler dangerous?",
        answer: [
          "The water itself is not usually dangerous, but water reaching the PCB, fan or wiring can cause electrical faults and lasting damage. A leak can also let the pressure drop so low that the boiler locks out. Turn it off, isolate the electrics and have it checked before using it again.",
        ],
      },
      {
        question: "Can a leaking heat exchanger be repaired?",
        answer: [
          "Not reliably. A heat exchanger that has corroded through or split is replaced, not patched, and on some boilers it is one of the most expensive parts. If your boiler is older or has other faults, we will explain whether replacing the heat exchanger or the whole boiler makes more sense before any work starts.",
        ],
      },
      {
        question: "Could it just be condensation?",
        answer: [
          "Sometimes. A cold mains pipe under a combi can sweat on a warm, humid day, and the flue on a condensing boiler gives off a plume outside in cold weather. Both are normal. Water that keeps appearing inside the case, runs from the outside discharge pipe or comes with a falling pressure gauge is a genuine leak.",
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
      "Where the fault lies depends on how your home makes hot water. A combi boiler has no tank: when you open a hot tap, a flow sensor tells the boiler water is moving, the diverter valve swings the boiler's heat away from the radiators, and a plate heat exchanger passes that heat into the mains water on its way to the tap. If any one of those three parts fails, the heating can carry on perfectly while the taps run cold, lukewarm or hot-then-cold.",
      "A system or regular boiler heats a hot water cylinder instead, usually in an airing cupboard. Here the boiler is often fine and the fault is in the controls around it: the programmer's hot water channel, the cylinder thermostat strapped to the side of the tank, or the motorised zone valve that opens to let boiler water through the cylinder coil. Many older Teesside homes have a vented cylinder fed from a cold tank in the loft; newer ones may have an unvented, mains-pressure cylinder with its own safety devices.",
      "Telling these apart on the phone saves time. Let us know whether you have a combi or a cylinder, whether the heating still works, and whether the water is completely cold or just not hot enough. That usually lets us bring the right diverter valve, flow sensor, actuator head or thermostat on the first visit.",
    ],
    signs: [
      "Radiators heat up but the hot taps only ever run cold.",
      "Hot water arrives lukewarm, or surges hot and cold while the tap is running.",
      "On a combi, the radiators warm up when you run a hot tap.",
      "On a combi, the boiler does not fire at all when a hot tap is opened.",
      "On a cylinder system, the cylinder stays cold even with the hot water channel switched on.",
      "Hot water is fine at one tap but weak or cold at a low-flow tap or mixer shower.",
    ],
    causes: [
      "A combi diverter valve with a failed motor or a sticking valve cartridge, leaving the boiler stuck on heating.",
      "A combi flow sensor or flow switch that is blocked with debris or has failed, so the boiler never knows a tap is open.",
      "A combi plate heat exchanger that is scaled up or blocked, giving weak or fluctuating hot water.",
      "A faulty hot water NTC thermistor giving the boiler a false temperature reading.",
      "A cylinder motorised zone valve whose actuator motor, gears or microswitch has failed, so the cylinder coil never gets hot water.",
      "A failed or wrongly set cylinder thermostat, or a programmer whose hot water channel is off or has lost its settings after a power cut.",
      "Low mains water pressure or flow reaching a combi, for example with a partly closed stopcock.",
    ],
    whatWeDo: [
      "Establish the system type and confirm the basics: programmer hot water times, combi preheat or eco settings, cylinder thermostat setting and incoming mains flow.",
      "On a combi, open a hot tap and watch whether the flow sensor registers, whether the boiler fires and where the heat goes.",
      "Test the diverter valve motor and cartridge, the flow sensor and the hot water thermistor, and check the plate heat exchanger for scale or blockage.",
      "On a cylinder system, follow the call for heat from the programmer through the cylinder thermostat and wiring centre to the zone valve and boiler.",
      "Check the zone valve actuator, its manual lever and its microswitch, and confirm the boiler and pump start when the valve opens.",
      "Replace the failed part from van stock where possible, or order the correct part and tell you when we will be back.",
      "Run hot water at several taps, check the temperature and flow, and make sure the heating still switches over correctly.",
    ],
    timeTaken:
      "Most diverter valve, flow sensor, zone valve and thermostat repairs take 1 to 2 hours, and a plate heat exchanger usually takes a little longer.",
    safetyNote:
      "Before you call, check the programmer has hot water switched on and the right time, that the clock is correct after any power cut, and that the stopcock is fully open. On a combi, try a different hot tap at full flow, as a slow trickle may be too little for the boiler to fire. If you have a cylinder with an immersion heater, switching it on is a sensible stop-gap for hot water until the repair, though it costs more to run than gas. Do not turn the cylinder thermostat below 60°C for long periods, as stored water should be kept hot enough to control legionella.",
    faqs: [
      {
        question: "Why do I have heating but no hot water on my combi?",
        answer: [
          "The most common reason is the diverter valve: it is stuck in the heating position, so when you open a tap the boiler keeps sending its heat to the radiators. The next most likely is the flow sensor failing to detect that the tap is open. Both are common repairs and usually fixed in a single visit.",
        ],
      },
      {
        question: "My hot water goes hot then cold. What is wrong?",
        answer: [
          "On a combi this usually points to a partly blocked or scaled plate heat exchanger, a flow sensor that is reading erratically, or a low or fluctuating mains flow. A sticking diverter valve can do it too. We test each part rather than guess, because the fix differs for each.",
        ],
      },
      {
        question: "Can I use the immersion heater while I wait for a repair?",
        answer: [
          "Yes, if your cylinder has one and it works, the immersion heater is the usual stop-gap when the boiler side of a cylinder system has failed. Switch it off again once the repair is done, as heating water by electricity costs more than gas. If the immersion does not heat the water either, the immersion element or its thermostat may also need attention.",
        ],
      },
      {
        question: "Do you repair unvented cylinders?",
        answer: [
          "We repair the boiler side of hot water systems, including the zone valves, thermostats and controls that serve an unvented cylinder. Work on an unvented cylinder's own safety devices, such as its relief valves, needs an engineer with the G3 unvented qualification; tell us you have one when you book so we send the right engineer or advise you honestly if we cannot.",
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
      "For the radiators to get hot, several things have to happen in order. The programmer and room thermostat call for heat, a motorised valve opens on systems that have one, the boiler fires, and the pump pushes hot water round the pipes. The first useful question is whether you still have hot water. If you do, the boiler can clearly light and the fault is usually in that chain of controls, valves and pump. If you have neither heating nor hot water, the boiler itself, its gas supply or its pressure is the more likely culprit.",
      "Cold weather brings its own faults. Condensing boilers drain condensate through a plastic pipe, and where that pipe runs outside it can freeze during a cold snap, the water backs up and the boiler locks out, often with a gurgling noise. Systems that have sat idle all summer can also come back in autumn with a seized pump or a sticking valve. And any boiler will stop if its pressure falls below its minimum, usually around 0.5 bar.",
      "We work through the chain methodically rather than fitting parts on spec: check what is calling for heat, see what responds and find where it stops. That keeps the repair to the part that has actually failed, and we carry the common pumps, valve heads and controls on the van.",
    ],
    signs: [
      "All radiators stay cold but the hot taps still run hot.",
      "No heating and no hot water at all, often with a fault code on the boiler display.",
      "The boiler fires and the pipe leaving it gets hot, but the radiators do not.",
      "A humming or grinding noise from the pump, or no sound of water moving at all.",
      "Some radiators warm up while others stay cold, or radiators are cold at the top.",
      "The boiler gurgles and locks out during freezing weather.",
      "The pressure gauge reads below 1 bar.",
    ],
    causes: [
      "A seized or failed central heating pump, so hot water never leaves the boiler.",
      "A motorised valve on the heating zone with a failed actuator head or stuck valve, common on S-plan and Y-plan systems.",
      "A room thermostat with flat batteries, a lost wireless connection or a setting lower than the room temperature.",
      "A programmer with the heating channel off, set to the wrong time or cleared after a power cut.",
      "Air locks at high points in the system or in upstairs radiators, stopping water circulating.",
      "A frozen or blocked condensate pipe causing the boiler to lock out.",
      "Low system pressure from a leak, a weeping relief valve or recent radiator bleeding.",
      "A boiler fault such as ignition failure, a faulty fan, gas valve or PCB, or no gas supply.",
    ],
    whatWeDo: [
      "Ask about hot water, any fault code and when the problem started, then check the pressure, gas supply and boiler status.",
      "Check the programmer and room thermostat are genuinely calling for heat, and test the wiring centre for the call reaching the boiler.",
      "Confirm the heating motorised valve opens fully and its microswitch tells the boiler and pump to start.",
      "Check the pump is running and circulating, freeing or replacing it if it has seized or failed.",
      "Bleed air from the system and check the condensate pipe and trap are clear.",
      "Diagnose and repair any boiler fault found, from ignition to the PCB.",
      "Run the heating until every radiator is warm and check the controls switch it on and off correctly.",
    ],
    timeTaken:
      "Most pump, valve and control faults are traced and fixed in 1 to 2 hours, though a part that is not on the van will mean a return visit.",
    safetyNote:
      "Before you call, check that the programmer and thermostat are set to call for heat (turn the thermostat a few degrees above room temperature), replace any thermostat batteries, and check the gauge reads 1 to 1.5 bar cold, topping up through the filling loop as your manual shows if it is low. Check other gas appliances work and that any prepayment meter has credit. In freezing weather, thaw an outside condensate pipe by pouring warm, not boiling, water along it, then reset the boiler once. If it locks out again, leave it and call us. If you smell gas, call 0800 111 999.",
    faqs: [
      {
        question: "Why is my hot water working but not my heating?",
        answer: [
          "Because the boiler can light, the fault is usually between the controls and the radiators: a heating motorised valve that will not open, a pump that has stopped, or a thermostat or programmer that is not calling for heat. On a combi, a diverter valve stuck on hot water can also do it.",
        ],
      },
      {
        question: "My boiler keeps stopping in freezing weather. Why?",
        answer: [
          "A frozen condensate pipe is the usual reason. The outside section ices up, condensate backs up into the boiler and it locks out. Pouring warm water along the pipe and resetting once usually gets it going. To stop it happening again, the outside run can be insulated, shortened or increased to a larger bore, which we can do.",
        ],
      },
      {
        question: "Can a pump be fixed or does it need replacing?",
        answer: [
          "A pump that has stuck after a quiet summer can sometimes be freed and will then run normally. One with a failed motor, worn bearings or a leak needs replacing. We will test it and tell you which applies, and we carry common pump heads and complete pumps.",
        ],
      },
      {
        question: "Only some radiators are cold. Is that a no heating fault?",
        answer: [
          "Not usually. If radiators are cold at the top they need bleeding; cold at the bottom usually means sludge. Rooms furthest from the boiler staying cooler may mean the system needs balancing. We can help with all three through radiator repair, power flushing and balancing.",
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
      "Steel radiators and iron components corrode slowly from the inside whenever the heating water contains oxygen and too little inhibitor. The result is magnetite, a black, magnetic sludge that settles in the bottom of radiators, collects in the boiler's narrow heat exchanger passages and wears out pumps and valves. In harder-water areas limescale adds to it. Sludge is one of the most common reasons a boiler that is otherwise sound starts to lock out, make noise or heat the house slowly.",
      "A power flush cleans the whole system in one visit. We connect a high-flow pump unit to the circuit, usually in place of the circulating pump or through a radiator connection, add a cleaning chemical and pump it through each radiator in turn, reversing the flow at intervals to break up deposits that forward flow alone would not shift. The loosened sludge is then dumped to waste and replaced with clean water until the system runs clear, before a correct dose of inhibitor goes in to protect it.",
      "The standard we work to is BS 7593, the code of practice for treating water in domestic heating systems. It covers cleaning, flushing, inhibitor dosing and fitting a filter, and under the Boiler Plus rules in England the system must be cleaned and an in-line filter fitted when a new boiler goes in. A flush is not always the right answer, though: on very old or weak pipework the clean-out can expose leaks that the sludge was plugging, so we look at the system before recommending one.",
    ],
    signs: [
      "Radiators warm at the top but cold across the bottom, even after bleeding.",
      "Water that comes out black or dark brown when you bleed a radiator.",
      "A boiler that bangs, rumbles or sounds like a kettle (kettling) while heating.",
      "The house takes much longer to heat up than it used to, with higher gas use.",
      "Radiators that need bleeding again and again, or a pump and valves that keep failing.",
      "Some radiators heating well while others far from the boiler stay lukewarm.",
    ],
    causes: [
      "Corrosion of steel radiators and iron parts, producing black magnetite sludge that settles where the flow is slowest.",
      "Oxygen entering the system through repeated topping up, small leaks or, on open-vented systems, pumping over into the loft tank.",
      "Inhibitor that was never added, has been diluted by top-ups or has worn out over the years.",
      "Limescale building up on hot surfaces such as the heat exchanger, causing kettling.",
      "A new boiler fitted to an old system without the system being cleaned first.",
      "Debris left in the pipes from building work or earlier repairs.",
    ],
    whatWeDo: [
      "Survey the system first: check radiator temperatures, bleed a sample to see how dirty the water is, and look at the age and condition of pipework, valves and radiators.",
      "Connect the power flushing pump unit, open every radiator fully and add the cleaning chemical to the circuit.",
      "Flush radiator by radiator, closing off the others so each one gets the full flow, and reverse the flow at intervals while agitating the radiators to loosen settled sludge.",
      "Dump the dirty water to waste and keep flushing with clean mains water until the water runs clear and its dissolved-solids reading is close to the incoming mains, as BS 7593 describes.",
      "Refill the system, add inhibitor at the dose the manufacturer specifies for the system volume, and bleed every radiator.",
      "Fit a magnetic filter on the return to the boiler if one is not already there, so any remaining debris is caught in future.",
      "Bring the system up to temperature, check for leaks and balance the radiators so they heat evenly.",
    ],
    timeTaken:
      "A power flush on a typical three-bedroom house with 8 to 12 radiators takes most of a working day, and larger or very dirty systems can take longer.",
    safetyNote:
      "When a power flush is not right: very old systems with thin, corroded pipework, original radiators with pinholes, or pipes buried in concrete floors may start leaking once the sludge that was sealing weak spots is cleared. Narrow microbore pipework and some older one-pipe systems also limit what a flush can achieve. In those cases we may suggest a gentler chemical clean run over several weeks, flushing individual radiators, replacing the worst radiators, or treating a new boiler installation as the time to renew parts of the system.",
    faqs: [
      {
        question: "How do I know if my system needs a power flush?",
        answer: [
          "The clearest signs are radiators cold at the bottom, black water when you bleed them, a noisy boiler and slow heat-up. One cold radiator on its own may only need bleeding or a valve repair, so we check the system before recommending a flush rather than assuming.",
        ],
      },
      {
        question: "Will a power flush damage my radiators or pipes?",
        answer: [
          "On a system in reasonable condition it will not. On very old or weak pipework it can reveal leaks that were being held back by sludge, which is why we look at the age and condition of the system first and tell you if we think the risk is high.",
        ],
      },
      {
        question: "Do I need a power flush when I get a new boiler?",
        answer: [
          "The system must be cleaned and a filter fitted when a new boiler is installed in England, and BS 7593 sets out how. A power flush is one way to do it and is often the right choice for a dirty older system. A system in good condition may only need a chemical clean and flush.",
        ],
      },
      {
        question: "How do I keep the system clean afterwards?",
        answer: [
          "Keep the inhibitor topped up, avoid repeated topping up of pressure by getting leaks fixed, and have the magnetic filter cleaned at each annual boiler service. BS 7593 recommends checking the inhibitor level every year, which we can do as part of the service.",
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
      "When the boiler is lighting and working but the house still is not warm, the problem is somewhere in the rest of the system. That includes the circulating pump, the motorised valves that split heating from hot water or one floor from another, the wiring centre where all the controls are joined, the programmer and thermostats, the radiator valves and the pipework itself. These parts fail in their own ways and are often misdiagnosed as boiler faults.",
      "Many Middlesbrough homes still have an open-vented system. Instead of a sealed circuit with a pressure gauge, they have a small feed and expansion tank in the loft that tops up the heating water and gives it room to expand, with an open vent pipe running up to it. When the pump, vent and feed are badly arranged or partly blocked, hot water is pushed up the vent and into the tank, known as pumping over. It draws oxygen into the system, corrodes radiators and can leave the tank steaming or overflowing. A stuck ball valve in the same tank can flood the loft or let the system run short of water.",
      "We also balance systems. Radiators nearest the boiler naturally take the most flow, leaving far rooms cool. Adjusting the lockshield valve on each radiator sets the flow so every room heats evenly and the water returns to the boiler cool enough for a condensing boiler to run at its best efficiency.",
    ],
    signs: [
      "The boiler is running but some or all radiators stay cold.",
      "Heating and hot water only work together, never separately, or one zone will not switch off.",
      "Radiators in rooms far from the boiler stay lukewarm while others are too hot.",
      "Steam, warm water or a dripping overflow from the tank in the loft.",
      "Gurgling, banging or the sound of water rushing through pipes.",
      "A programmer or thermostat that no longer switches the heating on and off reliably.",
      "Thermostatic radiator valves stuck open or shut, or radiator valves weeping.",
    ],
    causes: [
      "A worn, seized or wrongly set pump, or a pump speed too high for the system.",
      "A motorised valve with a failed actuator, broken spring or sticking spindle.",
      "Loose, burnt or wrongly connected terminals in the wiring centre after earlier work.",
      "Failed programmers, room thermostats, cylinder thermostats or wireless receivers.",
      "Pumping over on an open-vented system from a blocked cold feed, a badly placed pump or excessive pump speed.",
      "A sticking ball valve in the feed and expansion tank, or a tank that has frozen in a cold loft.",
      "An unbalanced system, air in the pipework, or stuck thermostatic radiator valve pins.",
      "Sludge restricting flow through radiators, valves and narrow pipes.",
    ],
    whatWeDo: [
      "Confirm the boiler itself fires and responds, so we know the fault is in the wider system.",
      "Identify the system layout, whether open-vented or sealed and whether it is a Y-plan, S-plan or combi with zones, and check the wiring centre connections.",
      "Test each control, motorised valve and the pump in turn to find where the call for heat or the circulation stops.",
      "On open-vented systems, inspect the feed and expansion tank, ball valve, open vent and cold feed for blockages and signs of pumping over.",
      "Replace or repair the failed pump, valve, control or radiator valve, and correct any wiring faults.",
      "Bleed the system and, on sealed systems, restore the correct pressure and inhibitor level.",
      "Balance the radiators with their lockshield valves and check each room heats up as it should.",
    ],
    timeTaken:
      "A single failed pump, valve or control is usually fixed in 1 to 2 hours, while correcting pumping over or balancing a whole house can take half a day.",
    safetyNote:
      "You can check that the programmer and thermostat are set correctly, that thermostat batteries are fresh and that cold radiators are not simply full of air. Leave the wiring centre, motorised valves and loft tank plumbing to us: the wiring centre carries mains voltage, and changing pipework on an open-vented system can cause pumping over or air problems that are hard to trace.",
    faqs: [
      {
        question: "What is pumping over and why does it matter?",
        answer: [
          "On an open-vented system, pumping over is when the pump pushes water up the open vent pipe and into the feed and expansion tank in the loft. It keeps drawing fresh oxygen into the heating water, which speeds up corrosion and sludge. You may notice a warm or steaming loft tank, or rust-coloured water in it. The fix is usually to clear a blocked cold feed, adjust the pump or correct how the pipework is arranged.",
        ],
      },
      {
        question: "Why are some rooms warm and others cold?",
        answer: [
          "Usually the system is out of balance, so radiators near the boiler take most of the flow. It can also be sludge, air or a stuck thermostatic valve. Balancing means adjusting the lockshield valve on each radiator so the flow is shared out, and we check each radiator's temperature as we go.",
        ],
      },
      {
        question: "Can you upgrade my controls while repairing them?",
        answer: [
          "Yes. If your programmer or thermostat has failed, we can fit a like-for-like replacement or a modern programmable or smart thermostat, as long as it suits your boiler and system wiring. We will explain the options before fitting anything.",
        ],
      },
      {
        question: "Should I convert my open-vented system to a sealed one?",
        answer: [
          "Often it makes sense when you replace the boiler, because a sealed system removes the loft tank and the risk of it freezing or pumping over. The old pipework and radiators must be able to take the higher pressure, so we check their condition first. It is not something to do on its own unless the existing system is causing problems.",
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
