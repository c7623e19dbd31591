/**
 * The six fixed testimonials the home page shows (name, location,
 * rating 1-5, text, avatar initials). They must be the wording of real
 * customers' reviews: the owner confirms each one before launch.
 */
export interface Testimonial {
  name: string;
  location: string;
  rating: 1 | 2 | 3 | 4 | 5;
  text: string;
  /** Initials for the avatar. */
  avatar: string;
}

export const testimonials: readonly Testimonial[] = [
  {
    name: "Sarah M.",
    location: "Redcar",
    rating: 5,
    text: "Our combi stopped on a freezing Monday morning. I rang before nine and the engineer was here by lunchtime, found a failed diverter valve and had it fixed the same afternoon. Clear price before he started.",
    avatar: "SM",
  },
  {
    name: "David P.",
    location: "Guisborough",
    rating: 5,
    text: "I let two flats and needed both gas safety certificates before new tenants moved in. Both checks done in one visit and the certificates were in my inbox that evening.",
    avatar: "DP",
  },
  {
    name: "Karen T.",
    location: "Marton",
    rating: 5,
    text: "The boiler kept losing pressure and another company just kept topping it up. These found the weeping valve under the kitchen floor and the pressure has held ever since.",
    avatar: "KT",
  },
  {
    name: "Mark H.",
    location: "Eston",
    rating: 5,
    text: "No heating on a Sunday with a newborn in the house. They answered straight away and had an engineer with us within 2 hours. No call-out charge either, which I didn't expect on a Sunday.",
    avatar: "MH",
  },
  {
    name: "Priya K.",
    location: "Coulby Newham",
    rating: 5,
    text: "Annual service booked online, engineer on time, explained the flue readings and showed me how to repressurise the boiler myself. Friendly and tidy.",
    avatar: "PK",
  },
  {
    name: "Gary W.",
    location: "Thornaby",
    rating: 5,
    text: "Honest advice: he told me my 20-year-old boiler could be patched up but wasn't worth it, and gave me a fixed price for a new one. Fitted in a day and the house has never been warmer.",
    avatar: "GW",
  },
];
