/**
 * Full text of each blog article. The intro lives in ../blog.ts and is shown
 * above these sections, so it is not repeated here.
 */

import type { ArticleBody } from "../detail-types";

export const articleBodies: readonly ArticleBody[] = [
  {
    slug: "boiler-losing-pressure",
    sections: [
      {
        heading: "Reading the pressure gauge properly",
        paragraphs: [
          "Check the gauge when the heating has been off for an hour or two. The cold pressure is the figure that matters, and 1 to 1.5 bar is the normal range for most boilers (your user manual may give a slightly different figure). When the heating runs, the water expands and the needle rises, often by half a bar or so. A reading of around 2 bar with the radiators hot is usually fine. Newer boilers with a digital display show the pressure as a number instead of a needle; the same figures apply.",
          "The pattern tells you a lot. If the pressure drops slowly over days or weeks whether the heating is on or off, look for a leak. If it climbs steeply when the heating comes on, gets close to 3 bar and then falls below 1 bar later, the expansion vessel is the usual suspect. At 3 bar the pressure relief valve opens to protect the system, and every time it opens, water leaves.",
        ],
      },
      {
        heading: "The five usual causes",
        paragraphs: ["Between them, these five explain most boilers that keep losing pressure."],
        bullets: [
          "A leak on the pipework or radiators. Look at radiator valves and their joints, towel rails, and pipe joints under sinks and in the airing cupboard. Small leaks often evaporate before they form a puddle, so look for brown or green staining, crusty white deposits or damp patches on the ceiling below.",
          "A weeping pressure relief valve. The valve discharges through a copper pipe that usually runs from under the boiler out through the wall. A drip from the end, or a damp mark on the wall beneath it, means the valve has been letting water out.",
          "A flat expansion vessel. The vessel holds a cushion of air or nitrogen behind a rubber diaphragm, which absorbs the water's expansion as it heats. Over time the charge leaks away, the pressure swings widely with temperature and the relief valve lifts.",
          "Recently bled radiators. Letting air out also lets pressure out. A single drop after bleeding is normal and one top-up fixes it.",
          "A leak inside the boiler. Pump seals, the automatic air vent, the heat exchanger and internal joints can all weep. You may see drips under the casing or stains on the pipes underneath.",
        ],
      },
      {
        heading: "Safe checks you can do yourself",
        paragraphs: [
          "You can narrow things down without taking any covers off. Never remove the boiler casing: behind it are gas and electrical parts that only a Gas Safe registered engineer should work on.",
        ],
        bullets: [
          "Write down the cold pressure each morning for a few days so you know how fast it is falling.",
          "Walk round every radiator and towel rail and look at the valves, the joints and the floor beneath them.",
          "Look under the boiler for drips, or water marks on the pipes and on anything stored below it.",
          "Find the relief valve pipe outside and check whether it is dripping or has left a wet or stained patch on the wall.",
          "Check ceilings and walls below upstairs pipework for new stains.",
          "Note whether the pressure only drops after the heating has been on. That points towards the expansion vessel or relief valve rather than a leak on the pipework, and is worth telling the engineer.",
        ],
      },
      {
        heading: "How to top the pressure back up",
        paragraphs: [
          "Most combi and system boilers are topped up through a filling loop. On many boilers this is a braided hose with a valve at each end, fitted under the boiler between the cold mains and the heating pipework. Some makes have a built-in filling link with a lever, tap or key instead, so check your user manual first.",
          "With the heating off and the system cool, open the valves slowly and watch the gauge. You will hear water flowing. Close both valves as soon as the needle reaches 1 to 1.5 bar. If you overshoot, bleed a little water from a radiator to bring it down. If your filling loop is a removable hose, disconnect it afterwards, as water regulations require, and check the valves are not dripping. Then reset the boiler if it is showing a low-pressure fault code.",
        ],
      },
      {
        heading: "Why topping up every week is not a fix",
        paragraphs: [
          "Refilling hides the symptom but makes the system worse. Every top-up brings fresh, oxygen-rich mains water into the heating and dilutes the corrosion inhibitor that protects the radiators and the boiler's heat exchanger. That speeds up rust and sludge, which leads to cold spots, noisy boilers and blocked parts.",
          "Constant pressure swings also wear the relief valve. Once it has lifted a few times, grit can lodge on its seat and it may keep dribbling even after the original fault is fixed. If you are topping up more than once or twice a year, something needs repairing.",
        ],
      },
      {
        heading: "What an engineer will do",
        paragraphs: ["A Gas Safe registered engineer will work through the likely causes in order rather than guessing and swapping parts."],
        bullets: [
          "Check the expansion vessel charge with the water pressure released from the boiler. Many vessels are set to around 0.75 to 1 bar, but the correct figure is on the vessel's data plate or in the installation manual.",
          "Recharge the vessel, or replace it if the diaphragm has split and water comes out of the air valve.",
          "Replace the pressure relief valve if it is letting water by.",
          "Pressure test the system and trace hidden leaks, including under floors where needed.",
          "Inspect the boiler's internal parts and repair any weeping seals or joints.",
          "Add fresh inhibitor once the system is sound.",
        ],
      },
      {
        heading: "When to call an engineer",
        paragraphs: [
          "Call us if the pressure falls below 1 bar again after a top-up, if it rises towards 3 bar when the heating is on, if the relief valve pipe outside is dripping, or if you can see water coming from inside the boiler casing. If water is leaking near electrics or through a ceiling, switch the boiler off at its electrical isolator, put a bowl under the drip and call us straight away. We will find the cause and repair it at our fixed prices.",
        ],
      },
    ],
  },
  {
    slug: "annual-boiler-service",
    sections: [
      {
        heading: "What the engineer checks",
        paragraphs: [
          "Every manufacturer publishes a service procedure for each model, and a proper service follows it. The exact steps vary, but you should expect the following.",
        ],
        bullets: [
          "A visual check of the boiler, its case seals, the pipework and the whole length of the flue, including where it leaves the building.",
          "A flue gas analysis, with an analyser probe in the flue test point, to measure carbon monoxide and the combustion ratio. This shows whether the boiler is burning gas cleanly.",
          "A check of the gas pressure at the boiler and, where needed, the gas rate at the meter.",
          "Removing and cleaning the condensate trap, which collects sludge and can block.",
          "An inspection of the burner, electrodes and heat exchanger, with cleaning or new parts where the manufacturer's instructions or the readings call for it.",
          "Checks on the safety devices, fan, pump and controls.",
          "A check of the system pressure and the expansion vessel charge.",
        ],
      },
      {
        heading: "The paperwork you should get",
        paragraphs: [
          "At the end, the engineer should fill in the service record in your boiler's Benchmark checklist, usually at the back of the installation manual, or give you a written or digital service report. Keep it. You will need it for a warranty claim, and a buyer's surveyor may ask for it when you sell.",
          "Before anyone works on your boiler, ask to see their Gas Safe ID card. It shows which types of gas work the engineer is qualified to do, and you can check the number on the Gas Safe Register website.",
        ],
      },
      {
        heading: "Why an annual service matters",
        paragraphs: ["There are three good reasons to book every year."],
        bullets: [
          "Safety. A boiler that is burning badly can produce carbon monoxide, which you cannot see or smell. Flue gas analysis and flue checks are the best way to catch that early. Fit an audible carbon monoxide alarm as well.",
          "Warranty. Manufacturers' warranties on new boilers usually require a service by a Gas Safe registered engineer every 12 months. Miss one and a claim for a failed part can be refused.",
          "Reliability. Many of the faults that stop boilers in January, such as blocked condensate traps, worn electrodes and a flat expansion vessel, show up at a service first.",
          "Cover. Boiler cover and home emergency policies often expect the boiler to have been serviced, so check the terms of yours.",
        ],
      },
      {
        heading: "How to get ready for the visit",
        paragraphs: ["A little preparation means the engineer can spend the visit on the boiler rather than on getting to it."],
        bullets: [
          "Clear the cupboard around the boiler so the engineer can reach it and the flue.",
          "Make sure the gas and electricity are on, with credit on any prepayment meter, so the heating and hot water can run.",
          "Note any noises, leaks, error codes or pressure drops you have noticed, and when they happen.",
          "Find the manual and Benchmark checklist if you have them.",
          "Keep pets and small children away from the work area while the casing is off.",
        ],
      },
      {
        heading: "Is a service the same as a gas safety check?",
        paragraphs: [
          "No. A landlord's gas safety check, recorded on what is often called a CP12, confirms that the gas appliances and flues are safe to use. A service goes further, cleaning and checking the boiler's working parts to keep it reliable and efficient. Landlords must have the safety check every year by law; the service keeps the warranty valid and the boiler in good order. Many landlords have both done in the same visit.",
        ],
      },
      {
        heading: "When to book",
        paragraphs: [
          "Late spring to early autumn is the easiest time, because there is time to sort out anything the engineer finds before the cold weather arrives. Booking at the same time each year also keeps you inside the 12-month window your warranty expects. If you have just moved house, book a service even if the seller said the boiler was fine, so you have a record of its condition. Call us for our fixed price for a service.",
        ],
      },
      {
        heading: "When to call an engineer between services",
        paragraphs: [
          "Don't wait for the next service if you see soot or brown staining on or around the boiler or flue, if an older boiler with a viewing window shows a lazy yellow or orange flame instead of a crisp blue one, or if your carbon monoxide alarm sounds. Headaches, dizziness or nausea that ease when you leave the house can also be a sign of carbon monoxide.",
          "If you suspect a gas leak or carbon monoxide, turn off the gas at the meter if it is safe to do so, open doors and windows, get everyone outside and call the National Gas Emergency Service on 0800 111 999. For anything else, such as a new noise, a leak or a fault code, call us.",
        ],
      },
    ],
  },
  {
    slug: "boiler-error-codes",
    sections: [
      {
        heading: "Common codes by brand",
        paragraphs: [
          "These are some of the most common codes on current and recent ranges. Codes can differ between models and on older boilers, so always check the code against your own user manual.",
        ],
        table: {
          caption: "Common boiler fault codes and what they mean",
          columns: ["Brand", "Code", "What it means", "What you can do"],
          rows: [
            ["Worcester Bosch Greenstar", "EA 227", "No flame detected: the boiler tried to light and failed", "Check the gas is on and the condensate pipe is not frozen, then reset once"],
            ["Worcester Bosch Greenstar", "CE 207", "Low water pressure", "Top up to 1 to 1.5 bar, then reset"],
            ["Vaillant ecoTEC", "F.22", "Low water pressure", "Top up to 1 to 1.5 bar; call an engineer if it keeps dropping"],
            ["Vaillant ecoTEC", "F.28", "Ignition failure on start-up", "Check the gas supply and condensate pipe, then reset once"],
            ["Vaillant ecoTEC", "F.29", "Flame lost while running", "Check the gas supply and meter credit, then reset once"],
            ["Vaillant ecoTEC", "F.75", "No pressure rise detected when the pump starts", "Check the pressure and top up; call an engineer if it returns"],
            ["Baxi 600 and 800", "E119", "Water pressure switch not operated: usually low water pressure", "Top up to 1 to 1.5 bar, then reset"],
            ["Baxi 600 and 800", "E133", "Ignition failure or gas supply interrupted", "Check the gas and condensate pipe, then reset once"],
            ["Baxi 600 and 800", "E160", "Fan fault", "Call an engineer"],
            ["Ideal Logic", "L2", "Ignition lockout", "Check the gas and condensate pipe, then reset once"],
            ["Ideal Logic", "F1", "Low water pressure", "Top up to 1 to 1.5 bar"],
            ["Ideal Logic", "F2", "Flame loss", "Check the gas supply and condensate pipe, then reset once"],
            ["Ideal Logic", "F3", "Fan fault", "Call an engineer"],
            ["Glow-worm", "F.22", "Low water pressure", "Top up to 1 to 1.5 bar, then reset"],
            ["Glow-worm", "F.28", "Ignition failure on start-up", "Check the gas and condensate pipe, then reset once"],
          ],
        },
      },
      {
        heading: "What to do before calling",
        paragraphs: ["These checks are safe for anyone to do and often get the heating back on."],
        bullets: [
          "Write down the exact code, and the make and model from the front of the boiler.",
          "Check the pressure gauge. Below 1 bar when cold means the system needs topping up.",
          "Make sure the gas is on at the meter and your hob lights, and top up a prepayment meter if needed.",
          "In freezing weather, check the condensate pipe outside for ice.",
          "Check the boiler has power and that the timer and thermostat are asking for heat.",
          "Reset the boiler once, as your manual describes. If the code comes back, stop. Resetting again and again will not cure a fault, and some boilers limit how many resets they allow.",
        ],
      },
      {
        heading: "Codes that need an engineer",
        paragraphs: ["Call an engineer rather than resetting if you see:"],
        bullets: [
          "Fan, sensor or circuit board faults, such as Baxi E160 or Ideal F3.",
          "An overheat code, which means a safety thermostat has tripped.",
          "An ignition or flame code that returns after one reset when the gas supply is fine.",
          "A low-pressure code that comes back within days of a top-up, which points to a leak or a faulty expansion vessel.",
          "Water dripping from the boiler or its pipes, whatever the code.",
        ],
      },
      {
        heading: "When to call an engineer",
        paragraphs: [
          "If the code returns after your checks and one reset, call us with the code and the make and model. That helps the engineer bring the likely parts on the first visit. Never remove the boiler casing yourself. If you smell gas, don't touch the boiler: turn off the gas at the meter if safe, open windows and call the National Gas Emergency Service on 0800 111 999.",
        ],
      },
    ],
  },
  {
    slug: "frozen-condensate-pipe",
    sections: [
      {
        heading: "Signs your condensate pipe has frozen",
        paragraphs: ["A frozen condensate pipe is the most likely cause when several of these happen together."],
        bullets: [
          "The boiler worked yesterday but has stopped on a freezing morning.",
          "You hear gurgling or bubbling from the boiler when it tries to light.",
          "The display shows an ignition or lockout code, such as EA 227 on a Worcester Bosch, F.28 on a Vaillant, L2 on an Ideal or E133 on a Baxi.",
          "There is ice at the open end of the pipe outside, or the pipe feels solid.",
        ],
      },
      {
        heading: "Finding the pipe",
        paragraphs: [
          "The condensate pipe is plastic, usually white or grey, about the size of an overflow pipe or a little wider. It comes out of the bottom of the boiler. Follow it. If it joins a sink waste or soil pipe indoors, it is unlikely to be the problem.",
          "If it goes through the wall and runs down the outside of the house to a drain or into the ground, the outside section is where ice forms, most often at the open end, at bends and anywhere the pipe runs flat. If your boiler is in a loft or garage, the pipe can freeze inside too. Where the pipe ends in a soakaway in the ground, only the part above ground is likely to freeze.",
        ],
      },
      {
        heading: "How to thaw it safely",
        paragraphs: [
          "You can do this yourself, as long as you can reach the frozen section from the ground. A few warnings first. Don't pour boiling water on the pipe: it can crack plastic joints and scald you. Don't hit the pipe to break the ice, don't use a blowtorch or heat gun, and don't climb a ladder in icy conditions to reach a high pipe. Watch where the water runs, because it will refreeze on paths and steps; put down salt or grit afterwards. And never take the boiler casing off to reach the condensate trap inside.",
          "This is the safe way to do it:",
        ],
        bullets: [
          "Boil a kettle and let it cool until the water is warm rather than boiling, or fill a watering can with hot water from the tap.",
          "Pour it slowly over the pipe, starting at the open end and working back towards the wall, paying most attention to bends.",
          "For sections indoors or close to the wall, hold a hot water bottle or a cloth soaked in warm water against the pipe.",
          "Keep going until water runs freely from the end of the pipe.",
          "Reset the boiler once, as your manual describes. It may take a few minutes to relight.",
        ],
      },
      {
        heading: "Why some pipes freeze and others don't",
        paragraphs: [
          "A condensing boiler drains water while it runs, but the water comes out as a slow trickle, and a trickle freezes far more easily than a steady flow. Pipes that freeze tend to share the same problems:",
        ],
        bullets: [
          "A long run outside the house.",
          "Narrow pipe, such as the overflow-size pipe used on many older installations.",
          "Flat sections or shallow falls where water sits.",
          "No insulation, or foam lagging that has soaked up water.",
          "An exposed, windy or north-facing wall.",
        ],
      },
      {
        heading: "How to stop it happening again",
        paragraphs: [
          "The British Standard for boiler installation, BS 6798, and manufacturers' instructions set out how condensate pipes should be run. The main points are:",
        ],
        bullets: [
          "Run the pipe inside the house to a sink waste, washing machine waste or soil pipe wherever possible. An internal connection is the most reliable fix.",
          "Where the pipe has to go outside, increase its size before it passes through the wall. BS 6798 calls for at least 30 mm internal diameter outside, which in practice means 32 mm pipe, compared with a minimum of 19 mm internal diameter indoors.",
          "Keep the outside run as short and as close to vertical as possible, with a steady fall. Industry guidance suggests no more than 3 metres outside.",
          "Insulate any outside section with waterproof, weather-resistant lagging.",
          "Where the water can't drain by gravity to an internal waste, a condensate pump can lift it there. Trace heating is another option for a pipe that has to stay exposed.",
        ],
      },
      {
        heading: "During a cold snap",
        paragraphs: [
          "Running the heating continuously at a lower thermostat setting, rather than letting the boiler go off overnight, keeps warm water trickling through the pipe and makes freezing less likely.",
        ],
      },
      {
        heading: "When to call an engineer",
        paragraphs: [
          "Many boilers fitted before the current guidance still have a narrow, unlagged pipe outside. Call us if the boiler won't relight after you have thawed the pipe and reset it once, if the pipe freezes every cold spell, if it is cracked or leaking, or if the frozen section is out of reach. We can reroute, upsize or insulate the pipe so it is far less likely to freeze again.",
        ],
      },
    ],
  },
  {
    slug: "landlord-gas-safety-certificate",
    sections: [
      {
        heading: "What the law requires",
        paragraphs: [
          "The duties come from the Gas Safety (Installation and Use) Regulations 1998. The same rules apply whether you let one flat or a large portfolio. If you let a property with gas appliances that you provide, such as a boiler, gas fire or cooker, you must:",
        ],
        bullets: [
          "Keep the gas pipework, appliances and flues in a safe condition.",
          "Have each appliance and flue checked by a Gas Safe registered engineer at least every 12 months.",
          "Keep a record of each check for at least two years.",
          "Give a copy of the record to existing tenants within 28 days of the check.",
          "Give a copy to new tenants before they move in.",
        ],
      },
      {
        heading: "CP12 or Landlord Gas Safety Record?",
        paragraphs: [
          "They are the same thing. The record is still widely called a CP12, after an old form number, but its proper name is a Landlord Gas Safety Record. It can be on paper or electronic, as long as tenants can get a copy. The rules cover most residential lets, including shared houses and holiday lets; for short holiday lets, the record can be displayed prominently in the property instead.",
          "Appliances that belong to the tenant are not covered by your duty to check, but you are still responsible for maintaining the gas pipework you provide. If a letting agent manages the property, make sure the management contract says clearly who arranges the check and keeps the records.",
          "Keep copies where you can find them quickly, because the Health and Safety Executive or your local council may ask to see them.",
        ],
      },
      {
        heading: "What the engineer checks",
        paragraphs: [
          "A gas safety check is a set of safety tests, not a service. For each appliance and flue, the engineer will typically:",
        ],
        bullets: [
          "Test the installation for gas tightness, which means no leaks.",
          "Check the gas pressure or gas rate, and that the burner is burning correctly.",
          "Check that flues are sound and clearing the products of combustion, including spillage tests on open-flued appliances such as some gas fires.",
          "Check there is enough ventilation where the appliance needs it.",
          "Check that safety devices, such as flame failure devices, work.",
          "Check each appliance is suitable for the room it is in.",
        ],
        table: {
          caption: "What the gas safety record must show",
          columns: ["Item", "Details"],
          rows: [
            ["Date and address", "The date of the check and the address of the property"],
            ["Landlord", "Your name and address, or your agent's"],
            ["Appliances and flues", "A description and the location of each one checked"],
            ["Defects", "Any defect found and any action taken to put it right"],
            ["Engineer", "Name, signature and Gas Safe registration number"],
          ],
        },
      },
      {
        heading: "Timing: the two-month window",
        paragraphs: [
          "Since April 2018 you can have the check done up to two months before the current record expires and keep the original expiry date. For example, if the record runs out on 30 November, a check in early October still leaves the next due date at 30 November the following year. If you check more than two months early, the next 12 months run from the date of the new check.",
          "If you use the window, keep each record until two further checks have been done, so you can show the dates line up. A diary reminder three months before expiry gives you time to arrange access with your tenants.",
          "A newly installed gas appliance needs its first safety check within 12 months of installation, and a new tenancy should start with a record from a check carried out in the previous 12 months.",
        ],
      },
      {
        heading: "Carbon monoxide and smoke alarms",
        paragraphs: [
          "In England, the Smoke and Carbon Monoxide Alarm (Amendment) Regulations 2022 have set alarm duties for private and social landlords since 1 October 2022. Scotland and Wales have their own rules. Choose carbon monoxide alarms that meet BS EN 50291 and fit them where the alarm maker recommends.",
          "Landlords in England must:",
        ],
        bullets: [
          "Fit a carbon monoxide alarm in any room used as living accommodation that contains a fixed combustion appliance, such as a gas boiler or gas fire. Gas cookers are excluded.",
          "Fit a smoke alarm on every storey used as living accommodation.",
          "Check the alarms work on the first day of each new tenancy.",
          "Repair or replace an alarm once told it is faulty.",
        ],
      },
      {
        heading: "If the engineer finds a problem",
        paragraphs: [
          "Faults are classified under the Gas Industry Unsafe Situations Procedure. An Immediately Dangerous appliance is a risk to life or property as it stands; with permission it will be disconnected and labelled not to be used. At Risk means one or more faults could become dangerous, and the engineer will normally turn the appliance off, with permission, and advise a repair. Not to Current Standards means it is safe to use but would not meet today's standards if fitted now.",
          "A record listing a dangerous appliance shows the check was done, but you must get the fault repaired, and tenants should not use the appliance until it has been fixed and checked again.",
        ],
      },
      {
        heading: "Access, penalties and when to call an engineer",
        paragraphs: [
          "You must take all reasonable steps to get the check done. Give written notice of appointments, offer other times, and keep copies of letters, emails and texts. If a tenant still refuses access, those records are your evidence. Do not force entry. Failing to have the check done, keep records or give tenants a copy is a criminal offence, enforced by the Health and Safety Executive, with fines and, in serious cases, prison.",
          "Book a check if your record expires within two months, before a new tenancy starts, or if you have bought a let property without a record. Call us straight away if a tenant reports sooty marks, a carbon monoxide alarm sounding or an appliance that keeps going out. Tenants who smell gas should call the National Gas Emergency Service on 0800 111 999 first. Ask us about having the safety check and a boiler service done in the same visit.",
        ],
      },
    ],
  },
  {
    slug: "repair-or-replace-boiler",
    sections: [
      {
        heading: "When a repair is usually the right answer",
        paragraphs: ["A well-maintained modern boiler often lasts 10 to 15 years, and sometimes longer. Repair usually makes sense when most of these are true:"],
        bullets: [
          "The boiler is under about ten years old and has been serviced every year.",
          "The fault is a single, common part such as a fan, pump, diverter valve, sensor, ignition electrode or expansion vessel.",
          "Parts are still made and easy to get.",
          "It is still under the manufacturer's warranty, in which case the manufacturer may cover the repair.",
          "It has otherwise been reliable.",
        ],
      },
      {
        heading: "Signs it is time to replace",
        paragraphs: [
          "Replacing a working boiler because of one failed part is rarely good value. Replacement starts to make sense when you see several of these:",
        ],
        bullets: [
          "The boiler is over 12 to 15 years old and breaking down more than once a year.",
          "Parts are obsolete, so each repair means waiting for, or hunting down, reconditioned parts.",
          "The heat exchanger has failed outside the warranty. On many boilers it is the most expensive part, and the repair can cost a large share of the price of a new boiler.",
          "It is an old non-condensing boiler, or an older model with a permanent pilot light.",
          "An engineer has classed it as At Risk or Immediately Dangerous and the repair is not economic.",
          "The heating or hot water no longer meets your needs, for example after an extension or adding a second bathroom.",
          "Lockouts or pressure loss keep coming back despite several repairs.",
        ],
      },
      {
        heading: "Efficiency and running costs",
        paragraphs: [
          "Since 2005, almost all new gas boilers fitted in England and Wales have had to be condensing boilers. They recover heat from the flue gases that older boilers send straight outside. An old non-condensing boiler may be well under 80 per cent efficient, while a modern condensing boiler is rated at over 90 per cent when it is set up properly.",
          "A new boiler will not save much on its own if it is fitted to a dirty system with poor controls. In England, the Boiler Plus rules require time and temperature controls with every new gas boiler, and a new combi also needs an extra energy-saving measure such as weather compensation, load compensation, smart controls with automation and optimisation, or flue gas heat recovery. Setting a lower flow temperature, so the boiler actually condenses, makes a real difference too.",
        ],
      },
      {
        heading: "Weighing up the cost",
        paragraphs: [
          "A rule of thumb many engineers use: if the repair would cost a large share of the price of a new boiler and the boiler is more than about ten years old, replacement is usually better value. Think about what else is likely to fail soon, too. An old boiler that needs a new fan this year may need a pump or circuit board next year.",
          "Also weigh what a new boiler brings: a fresh manufacturer's warranty, often several years long if it is registered and serviced every year, lower running costs and fewer breakdowns. Make sure any quote includes cleaning the system, fresh inhibitor and a magnetic filter. Most manufacturers expect the system to be cleaned and treated for their warranty to apply.",
        ],
      },
      {
        heading: "Other options to consider",
        paragraphs: [
          "If you are replacing anyway, ask whether the same type of boiler is still right. A combi suits most smaller homes, while a home with two or more bathrooms may be better served by a system boiler and a hot water cylinder. A heat pump is another option, and the government's Boiler Upgrade Scheme offers a grant towards one in England and Wales. Heat pumps work best in well-insulated homes and may need bigger radiators, so get a proper heat loss survey first.",
        ],
      },
      {
        heading: "What a fair assessment looks like",
        paragraphs: [
          "Whichever way you go, you should get a clear diagnosis: what has failed, why, and what the repair involves. If you are told the boiler needs replacing, ask why it cannot be repaired and get the answer in writing. Be wary of anyone who recommends a new boiler without diagnosing the fault, or who presses you to decide on the spot. A second opinion from another Gas Safe registered engineer is reasonable for a big decision. When comparing quotes for a new boiler, check each one includes removing the old boiler, any flue or gas pipe upgrades, and registering the new boiler with the manufacturer.",
        ],
      },
      {
        heading: "When to call an engineer",
        paragraphs: [
          "Call us if your boiler has broken down, keeps locking out or keeps losing pressure. We will diagnose the fault, tell you honestly whether it is worth repairing, and give you our fixed price for the repair or for a new boiler so you can make the decision with the facts in front of you.",
        ],
      },
    ],
  },
];
