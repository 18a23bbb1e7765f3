export type Testimonial = {
  quote: string;
  author: string;
  title: string;
  /** Spec section 3: testimonials carry a 5-star rating. */
  rating: 5;
};

export const memberTestimonials: Testimonial[] = [
  {
    quote:
      "We moved our twelve-person team in on a Monday and were working by ten. The cabins are quiet, the Wi-Fi never drops, and the front desk handles our courier chaos.",
    author: "Ananya Mehra",
    title: "Co-founder, Fieldnote Analytics",
    rating: 5,
  },
  {
    quote:
      "Clients assume we have a much bigger office. The meeting rooms look the part, and booking one takes a minute from my phone.",
    author: "Rohit Khanna",
    title: "Principal, Khanna & Iyer Architects",
    rating: 5,
  },
  {
    quote:
      "The podcast studio alone is worth it. We record two episodes a week without renting a studio in Delhi and losing half a day to traffic.",
    author: "Sara Qureshi",
    title: "Host, The Expressway Podcast",
    rating: 5,
  },
];
