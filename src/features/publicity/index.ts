// Publicity: the anniversary collections of contributions (10th, 20th, 25th), as lists and in full with one anchor each.
export { anniversaries, type Anniversary } from './model';
export { ContributionList, ContributionTexts } from './ui/Contributions';
