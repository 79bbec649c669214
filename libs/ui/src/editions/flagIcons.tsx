/** Icons of the amenity and payment flags: the same on public pages and management screens. */
import type { ComponentType } from 'react';
import {
  IconBabyCarriage,
  IconBarbell,
  IconBath,
  IconBed,
  IconBuildingCircus,
  IconCampfire,
  IconCash,
  IconCashBanknote,
  IconCaravan,
  IconCoin,
  IconConfetti,
  IconCreditCard,
  IconMicrophone2,
  IconMoodKid,
  IconMusic,
  IconPaw,
  IconRipple,
  IconSchool,
  IconTent,
  IconToiletPaper,
  IconToolsKitchen2,
  IconWheelchair,
  IconClock,
  IconBuildingStore,
} from '@tabler/icons-react';
import type { EditionFlag } from './editionFlags';

type Icon = ComponentType<{ size?: number | string; 'aria-hidden'?: boolean }>;

export const FLAG_ICONS: Record<EditionFlag, Icon> = {
  acceptsPets: IconPaw,
  hasFoodTrucks: IconBuildingStore,
  hasGym: IconBarbell,
  hasKidsZone: IconMoodKid,
  hasTentCamping: IconTent,
  hasTruckCamping: IconCaravan,
  hasAccessibility: IconWheelchair,
  hasAerialSpace: IconBuildingCircus,
  hasCantine: IconToolsKitchen2,
  hasConcert: IconMusic,
  hasFamilyCamping: IconBabyCarriage,
  hasSleepingRoom: IconBed,
  hasFireSpace: IconCampfire,
  hasGala: IconConfetti,
  hasOpenStage: IconMicrophone2,
  hasShowers: IconBath,
  hasSlacklineSpace: IconRipple,
  hasToilets: IconToiletPaper,
  hasWorkshops: IconSchool,
  hasATM: IconCashBanknote,
  hasLongShow: IconClock,
  hasCashPayment: IconCash,
  hasCreditCardPayment: IconCreditCard,
  hasAfjTokenPayment: IconCoin,
};

