// The registration feature's own words (the spec's texts verbatim): the application, the practice location and its map.

export const mapMsg = {
  tilesFailed:
    'The map cannot load its pictures here (no signal, or the map service is not answering). The marker still works: search for a town above, or type coordinates such as -25.75, 28.19.',
};

export const registrationMsg = {
  // Application and profile
  applicationSubmitted: 'Application submitted successfully!',
  applicationFailed: 'Failed to submit application. Please try again.',
  reapply: 'Please Re-apply - your last sent application was declined',
  outsideSouthAfrica: 'Only locations within South Africa are allowed.',
  reviewTime:
    'Your request will be reviewed and you will receive an answer by email within 2-3 business days.',
  submittedTitle: 'Thank you for completing the form',
  placeSearchEmpty: 'Type the name of a town or place to search.',
  placeNotFound: (query: string) =>
    `No places found for "${query}". Try a nearby town, or drag the marker on the map.`,
  placeSearchFailed:
    'The place search could not be reached. Try again when you have signal, or drag the marker to your practice.',
  placeUnnamed: 'No place name is known for this point; its coordinates are shown instead.',
  myLocationFailed:
    'Your location could not be found. Search for your town or drag the marker instead.',
} as const;
