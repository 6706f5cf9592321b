/** What the categories of equipment and their admin page say. */
import { CHECKLIST_ITEM_MAX, CHECKLIST_ITEMS_MAX, LONGEST_LOAN_DAYS } from '../constants.ts';
import { CATEGORY_NAME_MAX } from './constants.ts';

export const assetCategoryMessages = {
  keyInvalid: () => 'Key must be a word of letters and digits starting with a small letter, like hospitalBed',
  nameRequired: () => 'Please enter the name in English',
  nameInvalid: () => `Name must be 2-${CATEGORY_NAME_MAX} letters, digits, spaces, dots or hyphens`,
  codePrefixInvalid: () => 'Letters must be 2 to 4 capital letters, like HB',
  iconInvalid: () => 'Choose a drawing from the list',
  imageInvalid: () => 'Please upload the picture through the form',
  defaultMaxLoanDaysInvalid: () => `The longest loan must be a whole number of days from 1 to ${LONGEST_LOAN_DAYS}`,
  checklistTooLong: () => `At most ${CHECKLIST_ITEMS_MAX} checklist items`,
  checklistItemTooLong: () => `Each checklist item can be at most ${CHECKLIST_ITEM_MAX} characters`,
  added: () => 'Category added',
  updated: () => 'Category saved',
  notFound: () => 'Category not found',
  keyTaken: (key: string) => `A category with the key ${key} already exists`,
  codePrefixTaken: (prefix: string) => `Another category already uses the letters ${prefix}`,
  /** An asset naming a category there is none of. */
  unknown: () => 'Please select a category from the list',
} as const;
