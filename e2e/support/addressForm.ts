// The labels of the delivery address form (features/addresses), as the journeys that fill it find its parts.
export const ADDRESS_FORM = {
  en: {
    newAddress: 'New delivery address',
    editAddress: 'Edit delivery address',
    addressName: 'Address name',
    phone: 'Phone number',
    address: 'Address',
    emirate: 'Emirate',
    region: 'Region',
    map: 'Map of the delivery location',
    saveAddress: 'Save address',
    dubai: 'Dubai',
  },
  ar: {
    newAddress: 'عنوان توصيل جديد',
    editAddress: 'تعديل عنوان التوصيل',
    addressName: 'اسم العنوان',
    phone: 'رقم الهاتف',
    address: 'العنوان',
    emirate: 'الإمارة',
    region: 'المنطقة',
    map: 'خريطة موقع التوصيل',
    saveAddress: 'حفظ العنوان',
    dubai: 'دبي',
  },
} as const;
