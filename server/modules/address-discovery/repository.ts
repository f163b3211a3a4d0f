/** The address discovery's SQL: the delivery services' slot templates (shared, the same for all). */
import type { SlotTemplate } from '../../../src/domain/address-discovery';
import type { Db } from '../../db/client';
import { timeslots } from '../../db/schema';

export async function listSlotTemplates(db: Db): Promise<SlotTemplate[]> {
  return db
    .select({
      deliveryServiceId: timeslots.deliveryServiceId,
      beginTime: timeslots.beginTime,
      endTime: timeslots.endTime,
      weekdays: timeslots.weekdays,
    })
    .from(timeslots);
}
