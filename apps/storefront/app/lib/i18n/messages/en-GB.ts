/**
 * UI strings (ICU MessageFormat) for en-GB: the en-US strings with British words where they differ.
 */
import enUS, { type MessageKey } from './en-US.ts';

const messages = {
  ...enUS,
  'meta.home.title':
    '{brandId, select, kestrel {{brand} | Walking boots, hiking shoes and outdoor clothing} other {{brand} | Running, trail and everyday shoes}}',
  'meta.home.description':
    '{brandId, select, kestrel {Shop {brand} walking boots, hiking shoes, sandals and outdoor clothing.} other {Shop {brand} running shoes, trail shoes, trainers and apparel.}} {threshold, select, none {Free 60-day returns.} other {Free delivery over {threshold} and free 60-day returns.}}',
  'meta.listing.descriptionDepartment':
    'Shop {department, select, men {men’s {goods}} women {women’s {goods}} kids {kids’ {goods}} sale {{goods} in the sale} other {{category}}} at {brand}: {count, plural, one {# style} other {# styles}}, with free 60-day returns.',
  'meta.listing.departmentGoods':
    '{kind, select, shoes {{activity, select, running {running shoes} hiking {walking boots} other {shoes}}} clothing {{brandId, select, kestrel {outdoor clothing} other {clothing}}} other {accessories}}',
  'home.hero.body':
    '{brandId, select, kestrel {Sure-footed on rock, dry in the rain, comfortable all day. Find your next walking boots, trail shoes and outdoor layers.} other {Cushioned for easy miles, light enough to race. Find your next pair of running, trail and everyday shoes.}}',
  'header.cart': 'Basket',
  'backInStock.unsubscribe.body':
    'We’ll cancel every back-in-stock alert still waiting for this email address on this site. You can sign up again at any time.',
  'backInStock.unsubscribe.done.body':
    'We won’t send back-in-stock alerts to this email address from this site any more.',
  'validation.nameCharacters': 'Please use only letters, spaces, hyphens, apostrophes and full stops.',
  'home.values.planet.body': 'Durable outsoles and recycled uppers mean fewer pairs in the bin.',
  'toast.regionChangedCartKept':
    'You’re now shopping in {countryCode, select, US {the } GB {the } other {}}{country}. Prices are in {currency}. Your basket on our {previousCountry} site is kept for you there; this site has its own basket.',

  'product.colour.label': 'Colour: {colour}',
  'product.size.choose': 'Choose a size to add this item to your basket.',
  'product.size.soldOutNotice':
    '{kind, select, one {This item is sold out in this colour.} other {Size {size} is sold out in this colour.}}',
  'sizeGuide.length.inCm': 'That looks like centimetres: choose Centimetres above.',
  'sizeGuide.unit.cm': 'Centimetres',
  'sizeGuide.unit.nowCm':
    '{length, select, none {Foot length now in centimetres.} other {Foot length now in centimetres: {length}.}}',
  'product.sizeChart.kids':
    'Kids’ shoes are labelled in US sizes in every region; UK, EU and JP (foot length in cm) are for comparison.',
  'product.addToCart': 'Add to basket',
  'product.stores.pickUp': 'Collect here',
  'product.stores.pickUpAt': 'Collect here: {store}',
  'product.stores.pickUpRefused': 'We couldn’t add this to your basket for collection at {store}',
  'product.attr.colourFamilies': 'Colour family',
  'product.questions.brandTeam': '{brand} Customer Services',
  'product.attr.colourFamilyValue':
    '{value, select, beige {Beige} black {Black} blue {Blue} brown {Brown} green {Green} grey {Grey} orange {Orange} pink {Pink} purple {Purple} red {Red} white {White} yellow {Yellow} other {{value}}}',
  'product.stores.location': 'Postcode or town',
  'product.stores.notFound': 'We couldn’t find that place. Please check the postcode or town and try again.',
  'product.stores.empty': 'There are no stores near {place}. Please try another postcode or town.',
  'cart.place.postalCode': 'Postcode or town',
  'cart.place.noneHasItems':
    '{count, plural, one {None of these stores has this item. Try another postcode or town, or have it delivered.} other {None of these stores has your items. Try another postcode or town, or have them delivered.}}',
  'auth.merged.cartFull':
    '{count, plural, one {# item} other {# items}} from your previous visit didn’t fit: your basket holds up to {max} different items.',
  'product.stores.emptyNearYou': 'There are no stores near you. Please try a postcode or town.',
  'location.denied': 'Your browser didn’t share your location. Please enter a postcode or town instead.',
  'location.unavailable': 'We couldn’t find your location. Please enter a postcode or town instead.',
  'product.stores.sizesInStock':
    '{count, plural, =0 {No sizes in stock in this colour} one {# size in stock in this colour} other {# sizes in stock in this colour}}',

  // Category listing and search (features/listing, site-shell search combobox).
  'listing.facet.colour': 'Colour',
  'listing.noResults.tips':
    'Check the spelling, use fewer words or try something more general, like {brandId, select, kestrel {“walking boots”} other {“running trainers”}}.',
  'footer.tagline':
    '{brandId, select, kestrel {Boots and outdoor clothing for every trail.} other {Shoes and apparel for every kind of mile.}}',

  // Product tiles (components/product-tile).
  'productTile.colours': '{count, plural, one {# colour} other {# colours}}',
  // Identity (features/auth).
  'auth.field.postalCode': 'Postcode',
  'auth.error.postalCode.required': 'Please enter your postcode.',
  'auth.terms.annualLimit': 'Discounted purchases count towards your annual limit, which resets each calendar year.',
  'cart.place.giftDelivered':
    '{count, plural, one {Your free gift, {name}, isn’t available at this store, so we’ll deliver it to your address.} other {Your free gifts, {name}, aren’t available at this store, so we’ll deliver them to your address.}}',
  'auth.merged.message': 'We’ve added the items from your previous visit to your basket.',
  'auth.merged.raised':
    '{count, plural, one {One item you added was also in your basket from your previous visit, so its quantity went up. Please check it.} other {# items you added were also in your basket from your previous visit, so their quantities went up. Please check them.}}',
  'auth.merged.messageNamed': 'We’ve added the items from your previous visit to your basket: {items}.',
  'auth.merged.raisedNamed':
    '{count, plural, one {Also in your basket from your previous visit, so its quantity went up} other {Also in your basket from your previous visit, so their quantities went up}}: {items}. Please check {count, plural, one {it} other {them}}.',
  'auth.merged.methodKeptNamed':
    'The items from your previous visit will now be delivered the way you chose on this visit: {method}.',
  'auth.merged.methodKept': 'The items from your previous visit will now be delivered the way you chose on this visit.',
  'auth.merged.giftCardsCapped':
    '{count, plural, one {One gift card line from this visit was reduced or left out} other {# gift card lines from this visit were reduced or left out}}: gift cards in one order are limited to 10 per line and a maximum total value. Please check your basket.',
  'auth.merged.view': 'View basket',
  'auth.merged.region': 'About your basket',
  'auth.signIn.intro':
    'Sign in to keep your basket on every device, have your details ready for checkout and write reviews.',
  'auth.signUp.intro':
    'Keep your basket on every device, have your details ready for checkout and write reviews under your name.',
  'auth.welcome.body':
    'Your basket now follows you to every device, your details are ready for checkout and you can write reviews.',

  // Cart (features/cart).
  'meta.cart.title': 'Your basket | {brand}',
  'header.cartCount': '{count, plural, one {Basket, # item} other {Basket, # items}}',
  'header.cartCountOver': 'Basket, {count}+ items',
  'cart.heading': 'Your basket',
  'cart.empty': 'Your basket is empty.',
  'cart.viewCart': '{count, plural, one {View basket (# item)} other {View basket (# items)}}',
  'cart.mini.title': 'Your basket',
  'cart.mini.loading': 'Loading your basket…',
  'cart.item.colour': 'Colour {colour}',
  'cart.totals.shipping': 'Delivery',
  // British shops say "delivery" for the method, its cost and its arrival alike (decision 0018 addendum, session 51),
  // where en-US says "shipping" for the method and its cost.
  'promo.delivery': 'Free standard delivery on orders over {threshold}',
  'home.values.delivery.title': 'Free delivery',
  'cart.shipment.customsFixed':
    '{count, plural, one {This item is dispatched from our partner warehouse overseas, by international delivery only: its delivery method can’t be changed and it can’t be collected in a store.} other {These items are dispatched from our partner warehouse overseas, by international delivery only: their delivery method can’t be changed and they can’t be collected in a store.}} {destination, select, given {{count, plural, one {It goes} other {They go}} to the delivery address you’ve given, which you can change at checkout.} other {{count, plural, one {It goes} other {They go}} to the delivery address you enter at checkout.}}',
  'cart.shipment.abroadFixed':
    'Your delivery address is abroad, so international delivery is the only method. You can change the address at checkout.',
  'cart.shipment.giftDelivered':
    'Your free gift is delivered to you: the store you collect from doesn’t have it. Don’t need it? Remove it.',
  'cart.shipment.arrival': '{same, select, yes {Estimated delivery {from}} other {Estimated delivery {from} – {to}}}',
  'cart.toast.deliveryChanged': 'Your delivery method was updated.',
  'cart.toast.deliveryStale':
    'Nothing was moved: those items had already moved (in another window?). Your basket shows where each one goes now.',
  'cart.delivery.change': 'Change delivery method',
  'cart.delivery.changeFor': 'Change delivery method, now {shipment}',
  'cart.delivery.title': 'Delivery method',
  'cart.delivery.none': 'There are no other delivery methods for these items.',
  'cart.error.title.delivery': 'We couldn’t change the delivery method',
  'cart.place.shortAtStore':
    '{name}: not in stock at this store in your quantity, so this item stays {where, select, place {at {place}} other {with home delivery}}.',
  'cart.item.customs': 'Dispatched from overseas and clears customs',
  // Delivery methods as British shops name them (language tester F3-8), as the api's en-GB labels do.
  'cart.place.pickupLink': 'Click & collect',
  // A carrier's collection point: en-US says pickup point (decision 0018 addendum); British shops say collection point.
  'home.values.delivery.body':
    '{stores, select, no {On orders over {threshold}, straight to your door or a collection point near you.} other {On orders over {threshold}, straight to your door or a store near you.}}',
  'cart.place.pudoLink': 'Collection point',
  'cart.place.changePoint': 'Change collection point',
  'cart.place.pudoTitle': 'Collection point',
  'cart.place.pointsFound': '{count, plural, one {# collection point found.} other {# collection points found.}}',
  'cart.place.choosePoint': 'Choose a collection point',
  'cart.place.currentPoint': 'your collection point',
  'cart.place.pointRequired': 'Choose a collection point.',
  'cart.place.usePoint': 'Use this collection point',
  'cart.place.pickupTitle': 'Click & collect',
  'cart.place.stsLink': 'Deliver to store',
  'cart.place.stsTitle': 'Deliver to a store',
  'cart.delivery.alsoMoved':
    'Also changed: {items} will now be delivered to your address by {method} instead of {before, select, pudo {going to your collection point} other {being delivered to your store}}. Delivery is now {shipping}.',
  'cart.totals.tax': 'VAT',
  'cart.totals.taxIncluded': 'Including VAT',
  'cart.toast.added': 'Added to your basket: {name}.',
  'cart.toast.updated': 'Your basket was updated.',
  'cart.toast.updatedElsewhere': 'Your basket had changed in another window or tab. {name}: quantity is now {count}.',
  'cart.error.title.lineGone': 'No longer in your basket',
  'cart.error.lineGone':
    '{name}: this item is no longer in your basket, which was changed in another window or tab. Your basket below is up to date.',
  'cart.toast.removed': 'The item was removed from your basket.',
  'cart.toast.removedName': 'Removed from your basket: {name}.',
  'cart.toast.expired': 'Your previous basket had expired, so we started a new one.',
  'cart.saved.moveToCart': 'Move to basket',
  'cart.saved.moveToCartName': 'Move to basket: {name}',
  'cart.toast.movedToCart': 'The item was moved to your basket.',
  'cart.toast.movedToCartPartly':
    'Not enough is in stock to move all of it to your basket: {kept, plural, one {# stays} other {# stay}} saved for later.',
  'cart.error.title.cart': 'Basket not found',
  'cart.error.title.full': 'Your basket is full',
  'cart.error.title.generic': 'We couldn’t update your basket',
  'cart.error.allInCart': 'You already have all we have in stock of this item in your basket.',
  'cart.error.allInCartCount':
    '{count, plural, one {You already have the last one in your basket.} other {You already have all # we have in stock in your basket.}}',
  'cart.reward.notApplied': 'Not applied to this basket',
  'cart.toast.giftTakenBack': 'Your free gift is back in your basket.',
} satisfies Record<MessageKey, string>;

export default messages;
