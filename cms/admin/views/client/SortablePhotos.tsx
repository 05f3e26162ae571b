'use client'

import { closestCenter, DndContext, type DragEndEvent, KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core'
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import React from 'react'

import type { Translate } from '../../i18n/translate'

export type Photo = { id: string; file: File; url: string }

const Item = ({ photo, index, t, onRemove }: { photo: Photo; index: number; t: Translate; onRemove: () => void }) => {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } = useSortable({ id: photo.id })
  return (
    <li ref={setNodeRef} className="ops-photo" style={{ transform: CSS.Transform.toString(transform), transition }} data-testid="photo-item">
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="ops-btn ops-btn--secondary ops-photo__handle"
        aria-label={`${t('listingForm.moveHandle')} ${index + 1}: ${photo.file.name}`}
        {...attributes}
        {...listeners}
      >
        ⠿
      </button>
      <img src={photo.url} alt="" />
      <span>
        {index + 1}. {photo.file.name}
      </span>
      <button type="button" className="ops-btn ops-btn--secondary" onClick={onRemove}>
        {t('listingForm.removePhoto')}
        <span className="mm-visually-hidden">: {photo.file.name}</span>
      </button>
    </li>
  )
}

/** Photos in display order: drag with the mouse, or focus a handle and use Space and the arrow keys. */
export const SortablePhotos = ({ photos, onChange, t }: { photos: Photo[]; onChange: (photos: Photo[]) => void; t: Translate }) => {
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }))
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    const from = photos.findIndex((photo) => photo.id === active.id)
    const to = photos.findIndex((photo) => photo.id === over.id)
    onChange(arrayMove(photos, from, to))
  }
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={photos.map((photo) => photo.id)} strategy={verticalListSortingStrategy}>
        <ol className="ops-photos" aria-label={t('listingForm.photos')}>
          {photos.map((photo, index) => (
            <Item key={photo.id} photo={photo} index={index} t={t} onRemove={() => onChange(photos.filter((other) => other.id !== photo.id))} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  )
}
