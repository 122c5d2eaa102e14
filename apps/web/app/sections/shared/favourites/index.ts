/**
 * Sportsbook favourites (S0 §2.2 sport screens) for the sport screens to place: `FavouriteStar`
 * beside a game or championship, `FavouritesMenu` in the left column (props documented on each).
 */
export { FavouriteStar, type FavouriteStarProps } from './favourite-star.tsx';
export { FavouritesMenu } from './favourites-menu.tsx';
export { useFavourites, type FavouriteTarget, type UseFavourites } from './use-favourites.ts';
