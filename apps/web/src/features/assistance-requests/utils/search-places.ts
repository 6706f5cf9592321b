/** The place chooser's value for the device's position rather than a saved address. */
export const CURRENT_LOCATION = 'current';
