/** Guests who shop (decision 88): the guest shopper, its signed cookie and order links, merging at sign-in. */
export { activeGuestShopper, createGuestShopper, GUEST_EMAIL_DOMAIN, GUEST_SHOPPER_LIMITS, guestMergedInto } from './guest-shoppers';
export { adoptGuestOrders, mergeGuestIntoAccount } from './merge';
export { guestOrderLinks, isGuestEmail, orderFileUrls } from './order-links';
export { signGuestShopper, signOrderLink, verifyGuestShopper, verifyOrderFile, verifyOrderLink } from './signing';
