# Helpers shared by the document descriptions: a place to sign, and the tag colours its marks are drawn in.
# Tag k is the colour red 0, green 0, blue round(2.55 k)/255 (about k/100): near black, and kept by writers
# that print colours with two decimals (htmldoc).


def tag_hex(k):
    """'#0000XX' for tag k."""
    return '#0000%02x' % round(2.55 * k)


def tag_int(k):
    return round(2.55 * k)


def place(label, signer, tag, date_tag=None, style='line', date_style='line', page=None):
    """One place: its label as the truth writes it (no closing colon), whose it is, and the tags of its marks.
    style 'line' (rule, underscores or dots: the line's width and 24 pt above it) or 'box' (a drawn box or cell)."""
    return {'label': label, 'signer': signer, 'tag': tag, 'dateTag': date_tag, 'style': style,
            'dateStyle': date_style}


def truth_head(doc, fmt, page_count, has_text_layer):
    return {
        'file': doc['file'], 'format': fmt, 'kinds': doc['kinds'], 'documentType': doc['documentType'],
        'customerName': doc['customerName'],
        **({'otherCustomers': doc['otherCustomers']} if doc.get('otherCustomers') else {}),
        'vehicleRegistration': doc['vehicleRegistration'], 'otherRegistrations': doc['otherRegistrations'],
        'pageCount': page_count, 'hasTextLayer': has_text_layer, 'dealershipName': doc['dealershipName'],
    }
