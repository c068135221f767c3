// Sample data of the completed-order mock-up: a step-1 appointment and the step-2 checklist items.

export interface SampleAppointment {
  sellerName: string;
  sellerPhone: string;
  location: string;
  /** As the orders API speaks: dd-MM-yyyy and hh:mm a. */
  date: string;
  time: string;
}

export const sampleAppointment: SampleAppointment = {
  sellerName: 'Sipho Dlamini',
  sellerPhone: '+27 82 555 0199',
  location: 'Farm Rietvlei, Vryburg, North West',
  date: '14-11-2025',
  time: '09:30 AM',
};

export const CHECKLIST_ITEMS = [
  { key: 'animalType', label: 'Animal type' },
  { key: 'age', label: 'Age' },
  { key: 'gender', label: 'Gender' },
  { key: 'breed', label: 'Breed' },
  { key: 'height', label: 'Height' },
  { key: 'weight', label: 'Weight' },
  { key: 'healthStatus', label: 'Health status' },
  { key: 'medicalConditions', label: 'Medical conditions' },
  { key: 'certificateAuthenticity', label: 'Health certificate authenticity' },
  { key: 'brandMark', label: 'Brand mark' },
] as const;

export type ChecklistKey = (typeof CHECKLIST_ITEMS)[number]['key'];
