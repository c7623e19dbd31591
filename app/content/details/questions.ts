import type { QuestionAnswer } from "../detail-types";

/** Questions for /questions/{category}, keyed by category slug. */
export const categoryQuestions: Readonly<
  Record<
    "repairs" | "servicing" | "installation" | "gas-safety" | "pricing" | "landlords",
    readonly QuestionAnswer[]
  >
> = {
  repairs: [
    {
      question: "Do you charge a call-out fee?",
      answer: [
        "No. We never charge a call-out fee, whether you book a weekday visit, a weekend visit or an emergency callout in the middle of the night. You only pay for the work you agree to.",
        "When our engineer arrives they find the fault first and give you a free estimate before any work begins. If you decide not to go ahead, there is no charge just for us turning up.",
      ],
    },
    {
      question: "Can you fix my boiler today?",
      answer: [
        "In most cases, yes. If you book before 12pm we visit the same day, subject to availability, and most faults are fixed on that visit; and we work 7 days a week, so weekends are covered too.",
        "If your boiler breaks down outside normal hours and you are left without heating or hot water, call us: we run 24/7 emergency callouts. Many faults can be fixed on the first visit. If a less common part has to be ordered, our engineer will make the boiler safe, explain what is needed and agree a return visit with you.",
      ],
    },
    {
      question: "My boiler is showing a fault code: what should I do?",
      answer: [
        "Write the code down and look it up in your boiler's user manual, which usually explains what it means and whether a reset is safe. Check the simple things first: that the pressure gauge reads about 1 to 1.5 bar when the system is cold, that your other gas appliances work and any prepayment meter has credit, and, in freezing weather, that the plastic condensate pipe outside isn't frozen.",
        "You can press reset once or twice, but if the code keeps coming back, stop resetting and call us. Never take the casing off the boiler: anything inside must only be touched by a Gas Safe registered engineer.",
      ],
    },
    {
      question: "Is it worth repairing an old boiler?",
      answer: [
        "Often it is. A boiler that has been serviced and has a single worn part, such as a pump, fan or diverter valve, can usually be repaired for far less than a replacement.",
        "Replacement starts to make more sense when the boiler is around 15 years old or more, breaks down repeatedly, needs a costly part such as a heat exchanger, or has parts the manufacturer no longer makes. Older non-condensing boilers also use noticeably more gas than a modern condensing model. Our engineer will give you an honest view and a free estimate, so you can compare the options before deciding.",
      ],
    },
    {
      question: "Why does my boiler keep losing pressure?",
      answer: [
        "Most sealed heating systems should sit between 1 and 1.5 bar when cold. Your user manual explains how to top up using the filling loop, and a single top-up after bleeding radiators is normal.",
        "If the pressure keeps dropping, water is escaping somewhere. Common causes are a small leak on a radiator valve or pipe joint, a pressure relief valve letting by (check the copper pipe outside for drips), or an expansion vessel that has lost its air charge. Repeated topping up brings fresh oxygen into the system, which speeds up corrosion, so it is worth having the cause found and fixed.",
      ],
    },
    {
      question: "My boiler stopped working in freezing weather: could it be the condensate pipe?",
      answer: [
        "Very likely, if you have a condensing boiler. The condensate pipe carries waste water away from the boiler, and where it runs outside it can freeze and block. The boiler then locks out, often with a fault code and sometimes a gurgling noise.",
        "You can often thaw it yourself by pouring warm, not boiling, water along the outside section of the pipe or holding a hot water bottle against it, then resetting the boiler. Don't climb ladders to reach it. If the boiler still won't restart, or the pipe freezes again and again, call us: rerouting or insulating the pipe usually stops it happening.",
      ],
    },
    {
      question: "Is it safe to keep using a boiler that is leaking or making strange noises?",
      answer: [
        "If water is leaking from the boiler itself, turn it off at the controls and switch off the electrical supply to it, as water and electrics don't mix. Put a container under the drip and call us. A leak left alone can damage ceilings, floors and the boiler's own components.",
        "Banging, whistling or kettling noises usually point to limescale, sludge or a pump problem. These are rarely dangerous straight away, but they do strain the boiler. If you ever smell gas, see soot marks, or notice a lazy yellow or orange flame, stop using the appliance and treat it as a gas safety emergency.",
      ],
    },
    {
      question: "Are your boiler repairs guaranteed?",
      answer: [
        "Yes. Every repair we carry out comes with a parts and labour guarantee, so if the part we fitted or the work we did fails within the guarantee period, we come back and put it right.",
        "The guarantee covers the repair itself rather than unrelated faults that appear elsewhere in an older boiler. Our engineer will explain what is covered when the job is finished, and the guarantee is also shown alongside our published prices.",
      ],
    },
  ],

  servicing: [
    {
      question: "How often should my boiler be serviced?",
      answer: [
        "Once a year. Boiler manufacturers recommend an annual service, and most make it a condition of their warranty. A yearly service keeps the boiler running safely and efficiently and catches worn parts before they cause a breakdown.",
        "If you rent your home out, the law requires an annual gas safety check, and keeping the boiler maintained is part of a landlord's duty too. Many landlords have the service and the check done on the same visit.",
      ],
    },
    {
      question: "What is included in a boiler service?",
      answer: [
        "Our engineer follows the manufacturer's service schedule for your model. That normally includes a visual check of the boiler, flue and pipework, removing the casing to inspect and clean the key components such as the burner, heat exchanger, fan and condensate trap, and checking the seals.",
        "They also test the gas pressure and gas rate, use a flue gas analyser to check the boiler is burning cleanly, confirm the safety devices and controls work, and check the system pressure. You are left with a written record of the service, and the engineer will tell you about anything that needs attention.",
      ],
    },
    {
      question: "How long does a boiler service take?",
      answer: [
        "Most boiler services take between 45 minutes and an hour. A boiler that has not been serviced for a few years, or one with a blocked condensate trap or a dirty heat exchanger, can take longer.",
        "You don't need to be in the room, but someone needs to be home to let the engineer in and to hear what was found. The heating and hot water will be off for part of the visit.",
      ],
    },
    {
      question: "Do I need an annual service to keep my boiler warranty valid?",
      answer: [
        "Almost always. Most manufacturers' warranties, especially the longer ones offered on new boilers, require the boiler to be serviced every 12 months by a Gas Safe registered engineer. If a service is missed, the manufacturer may refuse a warranty claim.",
        "Keep every service record, and make sure the service section of your Benchmark checklist (usually in the back of the installation manual) is filled in. Some manufacturers also ask you to register the service online. Check your warranty terms for the exact conditions.",
      ],
    },
    {
      question: "Is a boiler service the same as a landlord gas safety check?",
      answer: [
        "No. A gas safety check is a legal inspection for rented homes. It confirms every gas appliance, fitting and flue is safe to use, and it produces the landlord gas safety record (often called a CP12).",
        "A service goes further on the boiler itself: the engineer opens it up, cleans and inspects the components and sets it up to the manufacturer's figures. A boiler can pass a safety check and still be overdue a service. Homeowners need the service; landlords need the gas safety check every year and should have the boiler serviced too. Both can be done on one visit.",
      ],
    },
    {
      question: "When is the best time of year to have my boiler serviced?",
      answer: [
        "Late spring, summer and early autumn are ideal. The heating isn't needed, so it's no hardship to have it off for an hour, appointments are easier to get, and any fault found can be fixed before the cold weather arrives.",
        "That said, the most important thing is to keep to roughly 12 months between services, particularly if your warranty depends on it. If your service is due in winter, it's better to book it on time than to wait for summer.",
      ],
    },
    {
      question: "My boiler is working fine: does it still need a service?",
      answer: [
        "Yes. A boiler can seem to work perfectly while burning inefficiently, building up deposits or developing a fault with its flue or seals. Some of these problems can't be seen or smelled, and a poorly burning boiler can produce carbon monoxide.",
        "A yearly service checks that the boiler is burning safely, that the flue is sound and that the safety devices work. It also helps the boiler last longer and keeps your manufacturer's warranty valid.",
      ],
    },
  ],

  installation: [
    {
      question: "What is the difference between a combi, system and heat-only boiler?",
      answer: [
        "A combi (combination) boiler heats water straight from the mains when you turn on a tap, so there is no hot water cylinder or tanks in the loft. It suits most flats and smaller homes with one bathroom.",
        "A system boiler heats a hot water cylinder, usually kept in an airing cupboard, with most of the heating parts built in. It suits homes with two or more bathrooms where several taps may be used at once. A heat-only (regular or conventional) boiler also heats a cylinder, but works with a cold water tank and a feed and expansion tank in the loft. It often suits older homes with that set-up already in place, or low mains water pressure.",
      ],
    },
    {
      question: "What size boiler do I need?",
      answer: [
        "It depends on the type. A combi is mainly sized on hot water demand: a larger output gives a better flow at the taps, which matters in homes with a bigger bathroom or a power shower. System and heat-only boilers are sized on the heat your home loses, which depends on the number of rooms, insulation, windows and wall type.",
        "Bigger is not better: an oversized boiler switches on and off more often and wastes gas. Our engineer will look at your home, your water pressure and how you use hot water before recommending a size.",
      ],
    },
    {
      question: "How long does it take to fit a new boiler?",
      answer: [
        "A straight swap of a combi for a new combi in the same place usually takes a day. Moving the boiler to a new position, or converting from a system or heat-only boiler with tanks and a cylinder to a combi, generally takes two to three days because of the extra pipework and removal of old equipment.",
        "We'll give you a clear timescale with your estimate, and we'll tell you when the heating and hot water will be off so you can plan around it.",
      ],
    },
    {
      question: "Do I need Building Regulations approval for a new boiler?",
      answer: [
        "Fitting a boiler is notifiable work under the Building Regulations, but you don't need to apply to your council yourself. A Gas Safe registered installer can self-certify the work and notify local authority building control through the Gas Safe Register.",
        "Once it has been notified, you should receive a Building Regulations Compliance Certificate through the post. Keep it with the boiler paperwork: it shows the installation meets the regulations and you may be asked for it when you sell your home. You should also be given a completed Benchmark checklist.",
      ],
    },
    {
      question: "What is Boiler Plus and does it affect me?",
      answer: [
        "Boiler Plus is a set of standards for gas boilers fitted in existing homes in England, in force since April 2018. Every new gas boiler must have an ErP efficiency of at least 92% and must be fitted with time and temperature controls, such as a programmer and room thermostat.",
        "When a combi boiler is installed, one extra energy-saving measure is also needed: weather compensation, load compensation, a flue gas heat recovery device, or a smart thermostat with automation and optimisation. Our engineers fit to these standards as a matter of course and will explain which option suits your home.",
      ],
    },
    {
      question: "Do I need to register my new boiler's warranty?",
      answer: [
        "Yes. Most manufacturers require the boiler to be registered, usually within 30 days of installation, before their full warranty applies. Some installers register on your behalf; either way, check you receive a confirmation.",
        "To keep the warranty, most manufacturers also require an annual service by a Gas Safe registered engineer, recorded in the Benchmark checklist or on their website. Keep your registration confirmation, Benchmark checklist, Building Regulations Compliance Certificate and service records together.",
      ],
    },
    {
      question: "Can I move my boiler to a different room?",
      answer: [
        "Usually, yes. Many people move the boiler out of the kitchen into a utility room, loft or airing cupboard. The new position must allow the flue to terminate safely outside, away from windows, doors and boundaries, and there must be a route for the condensate pipe to drain.",
        "The gas supply may also need a larger pipe to reach the new position, and a boiler in a loft needs safe access, flooring and lighting. Moving the boiler adds time and cost, so our engineer will check what is practical before giving you an estimate.",
      ],
    },
    {
      question: "Does my heating system need cleaning when a new boiler is fitted?",
      answer: [
        "Yes. Sludge and debris in old radiators and pipes can block a new boiler's heat exchanger and shorten its life. The system should be cleaned and flushed, then treated with corrosion inhibitor, in line with the British Standard for heating water treatment (BS 7593). Manufacturers usually make this a warranty condition.",
        "Most new installations also include a magnetic filter on the return pipe to catch debris over the years. Badly sludged systems may need a power flush; our engineer will advise after seeing your radiators.",
      ],
    },
  ],

  "gas-safety": [
    {
      question: "Where should I put a carbon monoxide alarm?",
      answer: [
        "Fit one in every room with a fuel-burning appliance, such as a boiler, gas fire or log burner, and it's sensible to have one in bedrooms too. In a room with an appliance, place it between 1 and 3 metres from the appliance, either on the ceiling at least 30cm from any wall, or high on a wall above doors and windows but at least 15cm below the ceiling.",
        "Avoid putting it in a cupboard, behind furniture, directly above a sink or cooker, or next to an extractor fan, window or air vent. Choose an alarm marked with BS EN 50291, test it regularly and replace it when it reaches the end of its life.",
      ],
    },
    {
      question: "Do homeowners need an annual gas safety check?",
      answer: [
        "There is no legal requirement for people living in their own homes, but every gas appliance should still be checked regularly by a Gas Safe registered engineer. The Gas Safe Register recommends a safety check every year.",
        "A faulty appliance can leak gas or produce carbon monoxide without any obvious sign. An annual boiler service covers the boiler, and you can ask for a gas cooker, hob or fire to be checked on the same visit.",
      ],
    },
    {
      question: "What should I do if my carbon monoxide alarm goes off?",
      answer: [
        "Don't ignore it or simply silence it. Open doors and windows, turn off your gas appliances if you can, and get everyone, including pets, out into fresh air. Call the National Gas Emergency Service free on 0800 111 999 at any time.",
        "If anyone has symptoms such as headache, dizziness, nausea or breathlessness, get medical advice straight away, and tell the doctor you suspect carbon monoxide. Call 999 if anyone is seriously unwell. Don't go back in until you are told it's safe, and don't use the appliance again until a Gas Safe registered engineer has checked it.",
      ],
    },
    {
      question: "How do I turn off the gas supply in an emergency?",
      answer: [
        "Find your gas meter: it may be under the stairs, in a kitchen cupboard or in a box outside. On the pipe going into the meter there is a lever. Turn it so it sits at a right angle (across) to the pipe, and the gas is off. When the lever is in line with the pipe, the gas is on.",
        "It's worth finding your meter and lever now, before you ever need them. Only turn the gas off if it is safe to reach, and after an emergency don't turn it back on until the problem has been dealt with.",
      ],
    },
    {
      question: "Is it safe to use a gas appliance with a yellow or orange flame?",
      answer: [
        "No. A gas flame should be crisp and blue. A lazy yellow or orange flame means the gas isn't burning properly, which can produce carbon monoxide. Other warning signs are soot or staining on or around the appliance, a pilot light that keeps going out, and more condensation than usual on windows.",
        "Stop using the appliance, open a window and have it checked by a Gas Safe registered engineer. If anyone has symptoms such as headaches or dizziness, get out into fresh air and call 0800 111 999.",
      ],
    },
    {
      question: "Why shouldn't I block air vents near gas appliances?",
      answer: [
        "Some gas appliances, especially older open-flued boilers and gas fires, need a supply of fresh air to burn safely. If the air vents are blocked to stop draughts, the gas can burn poorly and produce carbon monoxide, and fumes may not clear up the flue properly.",
        "Keep vents, flues and the space around appliances clear, and don't box in a boiler or its flue without checking the manufacturer's clearances. If you're unsure whether a vent is needed, ask a Gas Safe registered engineer.",
      ],
    },
    {
      question: "Can I disconnect or fit a gas cooker myself?",
      answer: [
        "We strongly advise against it. The Gas Safety (Installation and Use) Regulations 1998 say that only a competent person may carry out gas work, and anyone doing gas work as a business must be on the Gas Safe Register. Even a cooker on a bayonet connection needs testing for leaks and proper installation once it's connected.",
        "Poorly done gas work can cause leaks, fires, explosions and carbon monoxide poisoning. Moving, connecting or disconnecting any gas appliance should be left to a Gas Safe registered engineer qualified for that type of appliance.",
      ],
    },
  ],

  pricing: [
    {
      question: "Do you give a free estimate before starting work?",
      answer: [
        "Yes. Our engineer diagnoses the fault first and then tells you what needs doing and what it will cost before any work begins. The estimate is free and there is no call-out fee, so you can decide whether to go ahead without any pressure.",
        "If you'd like a rough idea before booking, our published prices show what typical repairs, services and safety checks cost.",
      ],
    },
    {
      question: "Do your prices include VAT?",
      answer: [
        "Our prices are shown with no VAT added. There is no VAT to add on top of the price you're quoted, so the figure you agree to is the figure for the work.",
        "Where parts are needed, their cost is included in your estimate before any work starts, so there are no surprises on the bill.",
      ],
    },
    {
      question: "How and when do I pay?",
      answer: [
        "You pay when the job is done, not in advance. We accept card, cash or bank transfer, whichever is easiest for you.",
        "Before you pay, our engineer will go through what was found and what was done, and for services and safety checks you'll be left with the paperwork for your records.",
      ],
    },
    {
      question: "How are boiler parts priced?",
      answer: [
        "Parts are priced individually, because a thermistor or pressure sensor costs far less than a fan, pump or printed circuit board. Once our engineer has found the fault, they'll tell you which part is needed and include its cost in your free estimate.",
        "We don't fit a part until you've agreed the price. If more than one part could be the cause, the engineer will explain the options and why they recommend starting with a particular one.",
      ],
    },
    {
      question: "Do you charge more at weekends or for emergencies?",
      answer: [
        "We work 7 days a week and offer 24/7 emergency callouts. Weekend repairs have their own rate, which is shown in our published prices, and there is still no call-out fee at weekends or for emergency visits.",
        "Whenever we come out, you get a free estimate before work begins, so you'll know the cost before anything is done.",
      ],
    },
    {
      question: "How much does a boiler service or gas safety check cost?",
      answer: [
        "Our published prices list the cost of an annual boiler service, a landlord service, a landlord gas safety check with its record (CP12) and a carbon monoxide test, so you can see the cost before you book.",
        "If the engineer finds a fault during a service or check, they'll explain it and give you a free estimate for the repair. Nothing extra is done unless you agree to it.",
      ],
    },
    {
      question: "What happens if the repair turns out to need more work than estimated?",
      answer: [
        "Sometimes a second fault only shows up once the first one has been fixed, for example a pump that was hidden behind a failed fan. If that happens, our engineer will stop, explain what they've found and give you a new estimate.",
        "You then decide whether to go ahead. We won't carry out extra work or fit extra parts that you haven't agreed to.",
      ],
    },
  ],

  landlords: [
    {
      question: "My gas safety record is about to run out: what should I do?",
      answer: [
        "Book the check now. Each gas safety check must be done within 12 months of the last one, and letting a record lapse puts you in breach of the Gas Safety (Installation and Use) Regulations 1998.",
        "There is no benefit in waiting until the last week. A check done up to two months before the due date keeps your original expiry date, so booking early costs you nothing and leaves time to arrange access with your tenant or fix any faults found.",
      ],
    },
    {
      question: "What if my tenant won't let the engineer in?",
      answer: [
        "You can't force entry, but you must show you took all reasonable steps to get the check done. Give written notice of the appointment, offer other dates and times, explain that the check is a legal requirement for their own safety, and leave a card if nobody answers.",
        "Keep a record of every attempt: letters, e-mails, texts and missed appointments. Health and Safety Executive inspectors will look for repeated attempts if the check is overdue. If access is still refused, take advice on the access terms in your tenancy agreement.",
      ],
    },
    {
      question: "I have several rental properties: can you look after all of them?",
      answer: [
        "Yes. We carry out gas safety checks for landlords and letting agents with several properties around Middlesbrough and Teesside. Each property gets its own gas safety record, and we can arrange appointments directly with your tenants.",
        "Some landlords like to bring all their checks onto a similar date each year so they are easier to track. A check done up to two months early keeps the existing expiry date, but bringing a check forward by more than that resets the date, so plan it carefully. Call us to talk through your portfolio.",
      ],
    },
    {
      question: "How should I give tenants a copy of the gas safety record?",
      answer: [
        "Existing tenants must receive a copy within 28 days of the check, and new tenants before they move in. You can give a paper copy, or send it electronically if the tenant is happy to receive it that way and can open it, but you must provide a paper copy if they ask.",
        "For lets of less than 28 days, such as holiday lets, you can display a copy in a prominent place in the property instead. Keep proof of when and how each tenant received their copy.",
      ],
    },
    {
      question: "What are the penalties for not having a gas safety record?",
      answer: [
        "Failing to have the annual check done, or failing to keep and share the record, is a criminal offence. The Health and Safety Executive enforces the gas safety rules, and landlords can be prosecuted, facing an unlimited fine or imprisonment. If a tenant is hurt or killed, far more serious charges can follow.",
        "A missing record can also affect your insurance, and in England councils can issue separate penalties for failing to fit the required smoke and carbon monoxide alarms.",
      ],
    },
    {
      question: "Do I need to service the boiler as well as having a gas safety check?",
      answer: [
        "Landlords have two separate duties: an annual gas safety check, and keeping gas appliances, fittings and flues maintained in a safe condition. The safety check confirms the boiler is safe on the day, but it isn't a full service.",
        "Regular servicing, normally once a year as the manufacturer recommends, is the usual way to meet the maintenance duty and keep the boiler reliable for your tenants. Many landlords book the service and the gas safety check on the same visit.",
      ],
    },
    {
      question: "What should I do if the gas safety record lists a defect?",
      answer: [
        "Act on it promptly. If an appliance has been classed as unsafe, the engineer will have turned it off or disconnected it with permission, and it must not be used until it has been repaired. Let your tenant know and arrange the repair as soon as possible.",
        "Minor advisory notes, such as an item that no longer meets current standards, aren't an immediate danger, but it's good practice to plan the work. Keep a record of the repair alongside the gas safety record.",
      ],
    },
    {
      question: "Do HMOs and holiday lets need a gas safety record?",
      answer: [
        "Yes. The landlord duties in the Gas Safety (Installation and Use) Regulations 1998 apply to most residential lets, including houses in multiple occupation, student lets, bedsits and holiday lets, as well as ordinary tenancies.",
        "Every gas appliance and flue you provide needs checking every 12 months, and the record kept for two years. In shared houses each tenant should receive a copy, and for lets of less than 28 days the record can be displayed in a prominent place instead.",
      ],
    },
  ],
};

/** What to do if you smell gas, in order (6-8 short imperative steps, ending with calling 0800 111 999). */
export const gasSmellSteps: readonly string[] = [
  "Put out any naked flames and don't smoke, strike matches or light lighters.",
  "Don't use electrical switches: don't turn lights or appliances on or off, and don't press doorbells.",
  "Open doors and windows to let fresh air in.",
  "Turn off the gas at the meter, if it's safe to reach, by moving the lever so it's at a right angle to the pipe.",
  "Get everyone out of the property.",
  "Call the National Gas Emergency Service free on 0800 111 999 (24 hours a day) from outside or from a neighbour's home.",
];

/** Carbon monoxide: warning signs and symptoms (6-10 short items). */
export const carbonMonoxideSigns: readonly string[] = [
  "Headaches, especially ones that ease when you are away from home",
  "Dizziness",
  "Nausea or vomiting",
  "Breathlessness",
  "Collapse or loss of consciousness",
  "A lazy yellow or orange flame instead of a crisp blue one",
  "Soot, black marks or staining on or around a gas appliance",
  "A pilot light that keeps going out",
  "More condensation than usual on windows in the room with the appliance",
];

/** Questions for /gas-safe-questions (10-14). */
export const gasSafeQuestions: readonly QuestionAnswer[] = [
  {
    question: "What is the Gas Safe Register?",
    answer: [
      "The Gas Safe Register is the official list of gas businesses and engineers legally allowed to carry out gas work in Great Britain. It replaced CORGI registration in 2009.",
      "Under the Gas Safety (Installation and Use) Regulations 1998, anyone carrying out gas work as a business must be on the register. That includes fitting, repairing, servicing or safety checking boilers, cookers, fires and other gas appliances. Each engineer is registered only for the types of work they are qualified to do.",
    ],
  },
  {
    question: "How do I check an engineer is Gas Safe registered?",
    answer: [
      "Ask to see their Gas Safe ID card. The front shows the engineer's photo, name, licence number and the card's expiry date. The back lists the categories of gas work they are qualified for, such as domestic boilers, cookers or gas fires, so check it covers the job you need.",
      "You can confirm the details online at the Gas Safe Register website, or by contacting the Gas Safe Register, using the licence number on the card. A genuine engineer will be happy for you to check.",
    ],
  },
  {
    question: "What should I do if someone who isn't Gas Safe registered has worked on my gas?",
    answer: [
      "Illegal gas work can leave appliances leaking gas or producing carbon monoxide, so don't use the appliance until it has been checked. Ask a Gas Safe registered engineer to inspect the work and make it safe.",
      "You can report illegal gas work to the Gas Safe Register, which investigates and can refer cases for prosecution. If you smell gas or suspect carbon monoxide at any point, leave the property and call 0800 111 999.",
    ],
  },
  {
    question: "What are a landlord's legal duties for gas safety?",
    answer: [
      "Under the Gas Safety (Installation and Use) Regulations 1998, landlords must have every gas appliance and flue they provide for tenants checked for safety every 12 months by a Gas Safe registered engineer (regulation 36(3)). Separately, they must keep the gas fittings they provide, including the pipework, and their flues maintained in a safe condition (regulation 36(2)).",
      "After each check the engineer issues a landlord gas safety record, often called a CP12. The landlord must keep the record for two years, give existing tenants a copy within 28 days of the check, and give new tenants a copy before they move in.",
    ],
  },
  {
    question: "Is a CP12 the same as a landlord gas safety record?",
    answer: [
      "Yes. CP12 was the name of the form used under the old CORGI scheme, and landlords and engineers still use it for the landlord gas safety record. The regulations simply call it a record of the gas safety check.",
      "Whatever it is called, the record must list each appliance and flue checked and its location, the engineer's name, Gas Safe registration number and signature, the date, the property address, the landlord's (or agent's) name and address, and any safety defects found with the action taken.",
    ],
  },
  {
    question: "Can a landlord gas safety check be done early without losing time?",
    answer: [
      "Yes. Since 2018 a check carried out up to two months before the due date keeps the original expiry date. For example, if the current record runs out at the end of June and the new check is done in May, the new record still runs to the end of June the following year.",
      "If the check is done more than two months early, the 12 months start again from the new check date. Landlords who use the two-month window should keep records to show the dates, holding each record until two further checks have been done.",
    ],
  },
  {
    question: "Who is responsible for a tenant's own gas appliance?",
    answer: [
      "Landlords are responsible for the gas appliances, fittings and flues they provide. If a tenant brings their own appliance, such as a gas cooker, the tenant is responsible for that appliance and for having it checked.",
      "The landlord is still responsible for any flue or pipework they provide that serves the tenant's appliance. Many landlords ask the engineer to look at tenants' appliances during the annual check, since an unsafe appliance affects everyone in the building.",
    ],
  },
  {
    question: "Do rented homes need carbon monoxide and smoke alarms?",
    answer: [
      "Yes, in England. Since 1 October 2022, private and social landlords must fit a carbon monoxide alarm in any room used as living accommodation that has a fixed combustion appliance, such as a gas boiler, gas fire or wood burner. Gas cookers are excluded.",
      "Landlords must also fit a smoke alarm on every storey used as living accommodation, check the alarms work at the start of each new tenancy, and repair or replace any alarm once a tenant reports it faulty.",
    ],
  },
  {
    question: "What does a gas safety check cover?",
    answer: [
      "The engineer checks every gas appliance and flue the landlord provides, and normally tests the gas pipework for leaks as well. For each appliance they check it is gas tight, test the operating pressure or heat input against the manufacturer's figures, check there is an adequate supply of air for combustion, confirm the flue is removing fumes safely to the outside, and make sure the safety devices work.",
      "The results, and any faults found, are written on the gas safety record. A safety check is not the same as a boiler service: it confirms the appliance is safe, but doesn't include stripping down and cleaning it.",
    ],
  },
  {
    question: "How long does a gas safety check take?",
    answer: [
      "Allow roughly 20 to 30 minutes for each gas appliance. A typical home with a boiler and a gas hob or cooker usually takes under an hour, while a property with a gas fire or several appliances takes longer.",
      "Someone needs to be there to let the engineer in and give access to every appliance, the meter and any flues that run through cupboards or the loft. The gas supply will be off for part of the visit.",
    ],
  },
  {
    question: "What does \"Immediately Dangerous\" mean?",
    answer: [
      "\"Immediately Dangerous\" (ID) is the most serious classification under the gas industry's unsafe situations procedure. It means the appliance or installation is a danger to life or property right now, for example because gas is leaking or fumes are spilling into the room.",
      "With your permission, the engineer will disconnect it from the gas supply and attach a \"Danger Do Not Use\" warning label. If you refuse, they can report it to the gas emergency service, which has legal powers to disconnect it. It is an offence to use an appliance you know is unsafe, so don't reconnect it until it has been repaired by a Gas Safe registered engineer.",
    ],
  },
  {
    question: "What does \"At Risk\" mean?",
    answer: [
      "\"At Risk\" (AR) means the engineer has found one or more faults that could become a danger to life or property in future, even though the appliance isn't an immediate danger. With your permission, they will turn it off and attach a \"Danger Do Not Use\" warning label, and it shouldn't be used until it has been repaired.",
      "A lesser category, \"Not to Current Standards\" (NCS), means the appliance met the rules when it was installed but doesn't meet today's standards. It isn't unsafe, but the engineer may advise upgrading it.",
    ],
  },
  {
    question: "What are my rights as a tenant when it comes to gas safety?",
    answer: [
      "If you rent your home, your landlord must have the gas appliances, fittings and flues they provide checked every 12 months by a Gas Safe registered engineer and keep them safely maintained. You're entitled to a copy of the gas safety record before you move in, and within 28 days of each annual check.",
      "In England you're also entitled to working smoke alarms and, where required, carbon monoxide alarms. In return, you should allow reasonable access for checks and repairs. If your landlord won't arrange a check or give you the record, put your request in writing, and if that fails you can report it to the Health and Safety Executive.",
    ],
  },
];
